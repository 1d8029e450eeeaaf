/** A legal page's frontmatter (src/content/legal/<name>.md); its text is the Markdown body. STUB */
import { group, text } from "./field.ts";

export const legalSchema = group({ title: text({ label: "Title", description: "The page's heading." }) }, { label: "Legal page", description: "STUB" });
