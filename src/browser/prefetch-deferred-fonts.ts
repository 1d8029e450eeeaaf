/**
 * On a page drawn without the site's fonts (defer-web-fonts.ts marks it), fetches the font
 * files (the <html> element's data-font-files) into the browser's cache once the page has
 * settled, and remembers when all have arrived: from then on pages use them from the start.
 */
import { onPageSettled } from "./page-settled";

export function prefetchDeferredFonts(root: HTMLElement = document.documentElement): void {
  const rememberKey = root.dataset.fontsDeferred;
  const files = root.dataset.fontFiles?.split(" ").filter(Boolean) ?? [];
  if (!rememberKey || files.length === 0) return;
  onPageSettled(() => {
    let pending = files.length;
    for (const href of files) {
      const link = Object.assign(document.createElement("link"), {
        rel: "prefetch",
        as: "font",
        type: "font/woff2",
        crossOrigin: "anonymous",
        href,
      });
      link.addEventListener("load", () => {
        pending -= 1;
        if (pending > 0) return;
        try {
          localStorage.setItem(rememberKey, "1");
        } catch {
          // Nowhere to remember it: the next page is drawn in the fallbacks too.
        }
      });
      document.head.append(link);
    }
  });
}
