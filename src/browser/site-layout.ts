import { onPageSettled } from "./page-settled";

/**
 * The sections app.css lays out only as they near the screen (layouts/site-layout.astro's main) are
 * drawn once the page has settled, one in each idle moment: the page then has its true length, for
 * the scrollbar, a fling and an anchor.
 */
export function drawDeferredSections() {
  onPageSettled(() => {
    const sections = [...document.querySelectorAll<HTMLElement>("main > *")];
    const drawNext = (): unknown => {
      const section = sections.shift();
      if (!section) return;
      if (getComputedStyle(section).contentVisibility === "auto") section.style.contentVisibility = "visible";
      return "requestIdleCallback" in window ? requestIdleCallback(drawNext) : setTimeout(drawNext, 50);
    };
    drawNext();
  });
}
