import type { ClientDirective } from "astro";
import { onPageSettled } from "../browser/page-settled";

/**
 * client:afterload hydrates an island once the page has settled: loaded, shown its first
 * content, and the browser idle (announced by the page script, src/browser/page-settled.ts).
 * Astro's client:idle can start while the page is still loading: on a slow connection the
 * islands' 70 KB of JavaScript would then share the line with the text, the stylesheet and
 * the hero image. Until it hydrates, each island is working HTML (the estimator's form, the
 * checklist's boxes), so waiting costs a visitor nothing.
 */
const afterLoad: ClientDirective = (load) => onPageSettled(async () => (await load())());

export default afterLoad;
