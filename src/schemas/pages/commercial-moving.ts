/** The words of the commercial-moving page (src/content/pages/commercial-moving.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const commercialMovingPage = group({ seo: seo() }, { label: "commercial-moving", description: "STUB" });
