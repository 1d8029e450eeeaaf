/**
 * The provider's quote forms, as the visitor sees them load. Runs in every page's script
 * (page-script.ts), for the frames in the page and for the popup's frame when it opens.
 *
 * A frame (components/quote-embed.tsx) sits in a box whose data-quote-frame attribute holds
 * its state, which the box's CSS follows:
 *   waiting  a form-shaped placeholder. The frame is only a <template> until the box is within a
 *            screen of view (an <iframe> costs the page a document of its own as it is parsed,
 *            even without a src: about a fifth of a city page's main-thread work as it
 *            loads), then a transparent <iframe> with no src (data-src) until it is in view
 *            (its top above the bottom fifth of the screen) or the visitor presses Tab, so the
 *            provider's heavy page never competes with ours for the first paint on a phone,
 *            where the hero's form sits just below the fold or peeks into it
 *   loaded   the provider's page has loaded in the frame: the placeholder goes
 *   failed   the provider cannot be reached, or sent nothing for failAfterMs: the box offers
 *            the call and e-mail paths instead
 * The frame's src carries the page's ad-click parameters, so the owner sees them with the lead.
 */
import { withAttribution } from "./attribution";

export type QuoteFrameState = "waiting" | "loaded" | "failed";

/** How long a visitor waits for the provider's form before the box offers to call instead. */
export const failAfterMs = 12_000;

const boxSelector = "[data-quote-frame]";

function setState(box: HTMLElement, state: QuoteFrameState) {
  box.dataset.quoteFrame = state;
}

function boxOf(frame: HTMLIFrameElement): HTMLElement | null {
  return frame.closest<HTMLElement>(boxSelector);
}

/**
 * A cross-origin frame fires load for the browser's own error page too, so reachability is
 * asked separately: an opaque no-cors request fails only when the provider cannot be reached.
 */
async function providerReachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: "no-cors", method: "HEAD", cache: "no-store", credentials: "omit" });
    return true;
  } catch {
    return false;
  }
}

/** The box's frame, made from its template the first time it is needed. */
function frameIn(box: HTMLElement): HTMLIFrameElement | null {
  const frame = box.querySelector<HTMLIFrameElement>(":scope > iframe");
  if (frame) return frame;
  const template = box.querySelector<HTMLTemplateElement>(":scope > template");
  const made = template?.content.querySelector("iframe")?.cloneNode(true);
  if (!template || !(made instanceof HTMLIFrameElement)) return null;
  template.replaceWith(made);
  return made;
}

/** Starts loading one frame (once: a second src would reload a form the visitor may be filling in). */
function startFrame(frame: HTMLIFrameElement): void {
  const box = boxOf(frame);
  const source = frame.dataset.src;
  if (!source || frame.hasAttribute("src")) return;
  const url = withAttribution(source, location.search);
  let reachable = true;
  frame.addEventListener(
    "load",
    () => {
      if (box && reachable) setState(box, "loaded");
    },
    { once: true },
  );
  frame.src = url;
  if (!box) return;
  const timer = setTimeout(() => {
    if (box.dataset.quoteFrame === "waiting") setState(box, "failed");
  }, failAfterMs);
  // Asked in a task of its own: starting the frame's navigation and starting this request can
  // each hold the main thread for up to about 35 ms on a mid-range phone (the benchmark's 4x),
  // and a tap that comes now should wait for one of them, not both.
  setTimeout(() => {
    void providerReachable(url).then((ok) => {
      reachable = ok;
      if (ok) return;
      clearTimeout(timer);
      setState(box, "failed");
    });
  }, 0);
}

/** Makes a box's frame and starts loading it at once (the popup's, as it opens). */
export function startFrameIn(box: HTMLElement): void {
  const frame = frameIn(box);
  if (frame) startFrame(frame);
}

let observer: IntersectionObserver | undefined;
let nearObserver: IntersectionObserver | undefined;
/** Whether the visitor has pressed Tab: from then on, every frame made starts loading at once. */
let tabbing = false;

/**
 * A keyboard visitor's first Tab loads the frames already made (those within a screen of view),
 * and every one made after it. Tab reaches a frame a few stops later, with its form there: focus
 * inside a frame whose document is still arriving is lost when the document arrives.
 */
function onFirstTab(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  window.removeEventListener("keydown", onFirstTab);
  tabbing = true;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(`${boxSelector} > iframe`)) startFrame(frame);
}

/**
 * Tab can land on a frame below the screen whose form has not arrived; the browser neither
 * scrolls to it nor fires focus on it (the page's window blurs, with the frame as its active
 * element). Such a frame starts loading, if it has not, and comes into view. A frame already
 * on screen stays where it is: the same blur comes with every click into the form, and a page
 * that moved between the press and the release would lose the click.
 */
function onFocusIntoFrame() {
  const frame = document.activeElement;
  if (!(frame instanceof HTMLIFrameElement) || !frame.closest(boxSelector)) return;
  startFrame(frame);
  const { top, bottom } = frame.getBoundingClientRect();
  if (bottom <= 0 || top >= window.innerHeight) frame.scrollIntoView({ block: "start" });
}

/**
 * How far up the screen a frame's top must be before its form loads: the visitor has scrolled to
 * it. A tall phone shows the top few pixels of the home hero's form box on arrival (19 px at
 * 412 by 823); that sliver is not a reason to load the provider's page beside ours.
 */
const inViewLine = 0.8;

/** Whether a box drawn at `rect` is in view in the sense above. */
const inView = (rect: DOMRectReadOnly) => rect.top < window.innerHeight * inViewLine && rect.bottom > 0;

/** Gives a waiting frame its src once it is in view, or once the keyboard reaches it. */
function loadWhenInView(frame: HTMLIFrameElement): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        observer?.unobserve(target);
        startFrame(target as HTMLIFrameElement);
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - inViewLine) * 100)}% 0px` },
  );
  observer.observe(frame);
}

/**
 * Every quote frame in the page: each box gets its frame once it is within a screen of view,
 * and the frame its src once in view. The screen's margin lets Tab, which scrolls each link
 * it reaches into view, find the frame in place before it gets there.
 */
export function loadQuoteFrames(root: ParentNode = document): void {
  if (!nearObserver) {
    window.addEventListener("blur", onFocusIntoFrame);
    window.addEventListener("keydown", onFirstTab);
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (!isIntersecting) continue;
        nearObserver?.unobserve(target);
        const frame = frameIn(target as HTMLElement);
        if (!frame) continue;
        // Already in view (the hero's form on a wide screen), or the visitor is tabbing: loaded in
        // the same step, so that focus that has just reached the new frame is not inside it when
        // its document changes.
        if (tabbing || inView(boundingClientRect)) startFrame(frame);
        else loadWhenInView(frame);
      }
    },
    { rootMargin: "0px 0px 100% 0px" },
  );
  for (const box of root.querySelectorAll<HTMLElement>(boxSelector)) nearObserver.observe(box);
}
