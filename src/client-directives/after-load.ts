import type { ClientDirective } from "astro";
import { onPageSettled } from "../browser/page-settled";

/**
 * client:afterload hydrates an island once the page has settled (src/browser/page-settled.ts).
 * Astro's client:idle can start while a slow connection still brings the text, the stylesheet and
 * the hero image; until it hydrates, each island is working HTML, so waiting costs a visitor nothing.
 */
const afterLoad: ClientDirective = (load) => onPageSettled(async () => (await load())());

export default afterLoad;
