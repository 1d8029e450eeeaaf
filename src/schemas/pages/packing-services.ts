/** The words of the packing-services page (src/content/pages/packing-services.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const packingServicesPage = group({ seo: seo() }, { label: "packing-services", description: "STUB" });
