/**
 * The provider's quote forms, as the visitor sees them load. Runs in every page's script
 * (page-script.ts), for the frames in the page and for the popup's frame when it opens.
 *
 * A frame (components/quote-embed.tsx) sits in a box whose data-quote-frame attribute holds
 * its state, which the box's CSS follows:
 *   waiting  a form-shaped placeholder. The frame is only a <template> until the box is in view
 *            (its top above the bottom fifth of the screen), or, once the visitor has pressed
 *            Tab, within a screen of view; then it is made and loaded in one step. An <iframe>
 *            costs the page a document of its own as soon as it is made, even without a src
 *            (about a fifth of a city page's main-thread work as it loads, and a long task just
 *            as a phone's visitor may first tap), and the provider's heavy page must not compete
 *            with ours for the first paint on a phone, where the hero's form peeks into view
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
  void providerReachable(url).then((ok) => {
    reachable = ok;
    if (ok) return;
    clearTimeout(timer);
    setState(box, "failed");
  });
}

/** Makes a box's frame and starts loading it, in one step (a frame is never made before it may load). */
export function startFrameIn(box: HTMLElement): void {
  const frame = frameIn(box);
  if (frame) startFrame(frame);
}

/**
 * How far up the screen a box's top must be before its form loads: the visitor has scrolled to
 * it. A tall phone shows the top few pixels of the home hero's form box on arrival (19 px at
 * 412 by 823); that sliver is not a reason to load the provider's page beside ours.
 */
const inViewLine = 0.8;

/** Starts each box's frame once the box meets the screen grown or shrunk by rootMargin. */
function startWhenWithin(rootMargin: string): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        startFrameIn(target as HTMLElement);
      }
    },
    { rootMargin },
  );
  return observer;
}

const waitingBoxes = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>(boxSelector)].filter((box) => box.querySelector(":scope > template"));

let inViewObserver: IntersectionObserver | undefined;
/** Made on the first Tab: from then on a frame is made a screen ahead, so Tab finds it in place. */
let nearObserver: IntersectionObserver | undefined;

/**
 * A keyboard visitor's first Tab makes and loads each frame within a screen of view, and every
 * frame that comes within a screen after it: Tab, which scrolls each link it reaches into view,
 * finds the form there, arrived. Focus inside a frame whose document is still arriving is lost
 * when the document arrives.
 */
function onFirstTab(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  window.removeEventListener("keydown", onFirstTab);
  nearObserver = startWhenWithin("0px 0px 100% 0px");
  for (const box of waitingBoxes(document)) nearObserver.observe(box);
}

/**
 * Tab can land on a frame below the screen whose form has not arrived; the browser neither
 * scrolls to it nor fires focus on it (the page's window blurs, with the frame as its active
 * element). Such a frame comes into view. A frame already on screen stays where it is: the same
 * blur comes with every click into the form, and a page that moved between the press and the
 * release would lose the click.
 */
function onFocusIntoFrame() {
  const frame = document.activeElement;
  if (!(frame instanceof HTMLIFrameElement) || !frame.closest(boxSelector)) return;
  const { top, bottom } = frame.getBoundingClientRect();
  if (bottom <= 0 || top >= window.innerHeight) frame.scrollIntoView({ block: "start" });
}

/**
 * Every quote frame in the page: each box's frame is made and loaded in one step once the box is
 * in view (its top above the bottom fifth of the screen), or, for a keyboard visitor, once it is
 * within a screen of view.
 */
export function loadQuoteFrames(root: ParentNode = document): void {
  if (!inViewObserver) {
    window.addEventListener("blur", onFocusIntoFrame);
    window.addEventListener("keydown", onFirstTab);
  }
  inViewObserver ??= startWhenWithin(`0px 0px -${Math.round((1 - inViewLine) * 100)}% 0px`);
  for (const box of waitingBoxes(root)) {
    inViewObserver.observe(box);
    nearObserver?.observe(box);
  }
}
