/** The words of the moving-checklist page (src/content/pages/moving-checklist.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const movingChecklistPage = group({ seo: seo() }, { label: "moving-checklist", description: "STUB" });
