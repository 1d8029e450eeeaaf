/** The words of the contact page (src/content/pages/contact.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const contactPage = group({ seo: seo() }, { label: "contact", description: "STUB" });
