/**
 * Runs inline at the start of every page's <body>, before anything is laid out
 * (src/layouts/defer-web-fonts.astro serialises it: it must not use anything from outside its own
 * body). See docs/decisions/006-web-fonts-from-the-second-page.md.
 *
 * Each font variable lists the web face first, then fallback faces sized to its metrics. On a
 * visitor's first page (nothing remembered under rememberKey) the web faces are dropped from
 * the variables: the page is drawn in the fallbacks from start to end, so the fonts neither
 * compete with its text and hero image on a slow connection nor swap in later and move the
 * text. The page script then fetches them for the next page (prefetchDeferredFonts).
 */
export function deferWebFonts(variables: readonly string[], rememberKey: string): void {
  try {
    if (localStorage.getItem(rememberKey)) return;
  } catch {
    // Storage refused (private browsing): every page is a first visit.
  }
  const root = document.documentElement;
  const computed = getComputedStyle(root);
  for (const variable of variables) {
    const fallbacks = computed.getPropertyValue(variable).split(",").slice(1).join(",");
    if (fallbacks) root.style.setProperty(variable, fallbacks);
  }
  root.dataset.fontsDeferred = rememberKey;
}
