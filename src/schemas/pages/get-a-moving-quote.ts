/** The words of the get-a-moving-quote page (src/content/pages/get-a-moving-quote.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const getAMovingQuotePage = group({ seo: seo() }, { label: "get-a-moving-quote", description: "STUB" });
