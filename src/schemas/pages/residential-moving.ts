/** The words of the residential-moving page (src/content/pages/residential-moving.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const residentialMovingPage = group({ seo: seo() }, { label: "residential-moving", description: "STUB" });
