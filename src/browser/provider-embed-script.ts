/** The quote page's form-embed script (spec, section 4), added once the page has settled, so it never delays it. */
import { onPageSettled } from "./page-settled";

export function loadProviderEmbedScript(): void {
  const src = document.querySelector<HTMLElement>("[data-provider-embed-script]")?.dataset.providerEmbedScript;
  if (!src) return;
  onPageSettled(() => {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    document.body.append(Object.assign(document.createElement("script"), { src, async: true }));
  });
}
