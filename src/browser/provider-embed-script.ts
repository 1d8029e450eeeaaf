/**
 * The quote page's third-party form-embed script (spec, section 4: loaded when the page opens).
 * The page names it in a data-provider-embed-script attribute, and it is added once the page
 * has settled: a new connection to the provider would otherwise compete with the page's own
 * text and stylesheet on a slow connection. Leaving the page unloads it.
 */
import { onPageSettled } from "./page-settled";

export function loadProviderEmbedScript(): void {
  const src = document.querySelector<HTMLElement>("[data-provider-embed-script]")?.dataset.providerEmbedScript;
  if (!src) return;
  onPageSettled(() => {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    document.body.append(Object.assign(document.createElement("script"), { src, async: true }));
  });
}
