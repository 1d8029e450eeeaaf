/** The words of the about page (src/content/pages/about.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const aboutPage = group({ seo: seo() }, { label: "about", description: "STUB" });
