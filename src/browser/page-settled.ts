/** "The page has settled": loaded, painted and idle. Islands and the provider's script wait for it, never competing. */
const settledAttribute = "data-page-settled";
const settledEvent = "page-settled";

export function announcePageSettled() {
  let waiting = true;
  const announce = () => {
    document.documentElement.setAttribute(settledAttribute, "");
    dispatchEvent(new Event(settledEvent));
  };
  const whenIdle = () => {
    if (!waiting) return;
    waiting = false;
    if ("requestIdleCallback" in window) requestIdleCallback(announce, { timeout: 2000 });
    else setTimeout(announce, 200);
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const afterFirstPaint = () => {
    if (painted()) return whenIdle();
    new PerformanceObserver(() => painted() && whenIdle()).observe({ type: "paint" });
    // A page in a background tab, or a browser that reports no paint, goes on without it.
    setTimeout(whenIdle, 2000);
  };
  if (document.readyState === "complete") afterFirstPaint();
  else addEventListener("load", afterFirstPaint, { once: true });
}

export function onPageSettled(callback: () => void) {
  if (document.documentElement.hasAttribute(settledAttribute)) callback();
  else addEventListener(settledEvent, callback, { once: true });
}
