/** The words of the service-areas page (src/content/pages/service-areas.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const serviceAreasPage = group({ seo: seo() }, { label: "service-areas", description: "STUB" });
