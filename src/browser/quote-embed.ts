/**
 * The provider's quote forms (components/quote-embed.tsx) start without a tap: the quote page's as
 * the page paints, every other inline form as its box nears the screen or once the page has settled,
 * whichever comes first, and sooner on the visitor's intent; the popup's as it opens (decision 003).
 * Until it starts, a box's frame is a <template>: an empty frame in the HTML held the main thread 11 ms (about 44 at
 * a phone's 4x slower CPU) while the page loaded. The box's data-quote-frame state (idle, waiting,
 * loaded, failed) drives its CSS; the src carries the page's ad-click parameters.
 */
import { withAttribution } from "./attribution";
import { onPageSettled } from "./page-settled";

/** How long a visitor waits for the provider's form before the box offers to call instead. */
export const failAfterMs = 12_000;

const boxSelector = "[data-quote-frame]";

/**
 * Makes a box's frame and starts loading it at once (the popup's, as it opens); once only: a second src would reload
 * a form the visitor may be filling in.
 */
export function startFrameIn(box: HTMLElement) {
  // The frame is the box's template's until it is first needed.
  const template = box.querySelector<HTMLTemplateElement>(":scope > template");
  template?.replaceWith(template.content);
  const frame = box.querySelector<HTMLIFrameElement>(":scope > iframe");
  const source = frame?.dataset.src;
  if (!source || frame.hasAttribute("src")) return frame;
  const url = withAttribution(source, location.search);
  let reachable = true;
  box.dataset.quoteFrame = "waiting";
  frame.addEventListener("load", () => reachable && (box.dataset.quoteFrame = "loaded"), { once: true });
  frame.src = url;
  const timer = setTimeout(() => {
    if (box.dataset.quoteFrame === "waiting") box.dataset.quoteFrame = "failed";
  }, failAfterMs);
  // A frame loads the browser's error page too: a no-cors request fails only when the provider is unreachable. In a
  // task of its own: the navigation and this request each hold a slow phone's main thread up to 35 ms.
  setTimeout(() => {
    fetch(url, { mode: "no-cors", method: "HEAD", cache: "no-store", credentials: "omit" }).catch(() => {
      reachable = false;
      clearTimeout(timer);
      box.dataset.quoteFrame = "failed";
    });
  }, 0);
  return frame;
}

/** The first Tab makes and loads the frame of every box drawn (not the closed popup's) before focus
 *  moves, so Tab finds each form in place: focus in a frame whose document is arriving is lost. */
function onFirstTab(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  window.removeEventListener("keydown", onFirstTab);
  for (const box of document.querySelectorAll<HTMLElement>(boxSelector))
    if (box.getClientRects().length > 0) startFrameIn(box);
}

/** Tab onto a frame below the screen only blurs the window: the frame scrolls into view. One on
 *  screen stays put, since every click into the form blurs too and a moving page loses it. */
function onFocusIntoFrame() {
  const frame = document.activeElement;
  if (!(frame instanceof HTMLIFrameElement) || !frame.closest(boxSelector)) return;
  const { top, bottom } = frame.getBoundingClientRect();
  if (bottom <= 0 || top >= window.innerHeight) frame.scrollIntoView({ block: "start" });
}

/** The visitor's intent to use a box's form before it has started: a touch or click in it, a mouse over
 *  it, or its Open button (then focus moves into the form once it arrives, for a keyboard or screen reader). */
function startOnIntent(box: HTMLElement) {
  const start = () => startFrameIn(box);
  box.addEventListener("pointerdown", start, { once: true });
  box.addEventListener("pointerover", (event) => event.pointerType === "mouse" && start());
  box.querySelector("button")?.addEventListener("click", () => {
    const frame = startFrameIn(box);
    frame?.addEventListener("load", () => frame.focus({ preventScroll: true }), { once: true });
  });
}

/** A link down to a form's section ("Go to the form"), or an address that ends there, is intent too. */
function startFormAtHash() {
  // The id as written, not decoded: a malformed escape in an address must not stop the page script.
  const box = document.getElementById(location.hash.slice(1))?.querySelector<HTMLElement>(boxSelector);
  if (box) startFrameIn(box);
}

/** Runs after the page's next paint: a task queued from the frame's animation callback runs once it is painted. */
export const afterNextPaint = (callback: () => void) => requestAnimationFrame(() => setTimeout(callback, 0));

/**
 * Starts every inline form without a tap (the popup's starts as it opens, browser/quote-popup.ts).
 * About one screen ahead, as loading="lazy" would, but started by us: our frame's src carries the
 * ad-click parameters, and the wait for the provider runs from the moment it starts (decision 003).
 */
export function loadQuoteFrames() {
  window.addEventListener("blur", onFocusIntoFrame);
  window.addEventListener("keydown", onFirstTab);
  window.addEventListener("hashchange", startFormAtHash);
  startFormAtHash();
  const inline = [...document.querySelectorAll<HTMLElement>(`${boxSelector}[data-start]`)];
  const nearing = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting || !(target instanceof HTMLElement)) continue;
        nearing.unobserve(target);
        startFrameIn(target);
      }
    },
    { rootMargin: "100% 0px" },
  );
  for (const box of inline) {
    startOnIntent(box);
    if (box.dataset.start === "painted") afterNextPaint(() => startFrameIn(box));
    else nearing.observe(box);
  }
  onPageSettled(() => {
    nearing.disconnect();
    for (const box of inline) startFrameIn(box);
  });
}

/** The quote page's form-embed script (spec, section 4), added once the page has settled, so it never delays it. */
export function loadProviderEmbedScript() {
  const embedScript = document.querySelector<HTMLElement>("[data-provider-embed-script]")?.dataset.providerEmbedScript;
  if (!embedScript) return;
  onPageSettled(() =>
    document.body.append(Object.assign(document.createElement("script"), { src: embedScript, async: true })),
  );
}
