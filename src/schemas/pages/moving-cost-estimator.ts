/** The words of the moving-cost-estimator page (src/content/pages/moving-cost-estimator.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const movingCostEstimatorPage = group({ seo: seo() }, { label: "moving-cost-estimator", description: "STUB" });
