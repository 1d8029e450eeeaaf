import { useEffect } from "react";

/** Marks the script we add, so a second mount finds it instead of loading it again. */
export const providerEmbedAttribute = "data-provider-embed";

/**
 * Loads the lead provider's form-embed script while the calling page is open and takes it
 * away again when the visitor leaves, client-side navigation included.
 *
 * The script is not ours and not tidy: it injects a <style> element and assigns
 * window.onload and window.onmessage. On unmount we remove the script, every <style> that
 * appeared after it was added, and put those two window handlers back as they were, so the
 * next page starts clean. Our own code listens with addEventListener only, so restoring the
 * handler properties never removes one of ours.
 */
export function useProviderEmbedScript(src: string): void {
  useEffect(() => {
    const existing = document.querySelector<HTMLScriptElement>(`script[${providerEmbedAttribute}]`);
    // Someone else put it there (another mount still open): leave it to them.
    if (existing) return;

    const previousOnload = window.onload;
    const previousOnmessage = window.onmessage;

    const injectedStyles = new Set<HTMLStyleElement>();
    const collect = (mutations: MutationRecord[]) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (isThirdPartyStyle(node)) injectedStyles.add(node);
        }
      }
    };
    const observer = new MutationObserver(collect);
    observer.observe(document.head, { childList: true });
    observer.observe(document.body, { childList: true });

    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(providerEmbedAttribute, "");
    document.body.append(script);

    return () => {
      // Styles added since the last observer callback are still in the queue.
      collect(observer.takeRecords());
      observer.disconnect();
      for (const style of injectedStyles) style.remove();
      script.remove();
      window.onload = previousOnload;
      window.onmessage = previousOnmessage;
    };
  }, [src]);
}

/** A <style> the provider added; not one of React's hoisted styles or Vite's dev-server CSS. */
function isThirdPartyStyle(node: Node): node is HTMLStyleElement {
  return (
    node instanceof HTMLStyleElement && !node.hasAttribute("data-precedence") && !node.hasAttribute("data-vite-dev-id")
  );
}
