import type { ClientDirective } from "astro";
import { onPageSettled } from "../browser/page-settled";

/**
 * client:afterload hydrates an island once the page has settled: client:idle can start while a slow connection still
 * brings the text and hero image, and until then each island is working HTML.
 */
const afterLoad: ClientDirective = (load) => onPageSettled(async () => (await load())());

export default afterLoad;
