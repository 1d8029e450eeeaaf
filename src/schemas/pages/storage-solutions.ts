/** The words of the storage-solutions page (src/content/pages/storage-solutions.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const storageSolutionsPage = group({ seo: seo() }, { label: "storage-solutions", description: "STUB" });
