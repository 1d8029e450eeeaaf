/**
 * "The page has settled": loaded, painted (a short page can load before it paints) and idle. The
 * islands' JavaScript and the provider's script wait for it, so they never compete with the page.
 */
const settledAttribute = "data-page-settled";
const settledEvent = "page-settled";

export function announcePageSettled(): void {
  const announce = () => {
    document.documentElement.setAttribute(settledAttribute, "");
    dispatchEvent(new Event(settledEvent));
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(announce, { timeout: 2000 });
    else setTimeout(announce, 200);
  };
  const afterFirstPaint = () => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return whenIdle();
    let waiting = true;
    const go = () => {
      if (!waiting) return;
      waiting = false;
      observer.disconnect();
      whenIdle();
    };
    const observer = new PerformanceObserver(() => painted() && go());
    observer.observe({ type: "paint" });
    // A page in a background tab, or a browser that reports no paint, goes on without it.
    setTimeout(go, 2000);
  };
  if (document.readyState === "complete") afterFirstPaint();
  else addEventListener("load", afterFirstPaint, { once: true });
}

export function onPageSettled(callback: () => void): void {
  if (document.documentElement.hasAttribute(settledAttribute)) callback();
  else addEventListener(settledEvent, callback, { once: true });
}
