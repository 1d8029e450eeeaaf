// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const formUrl = "https://forms.leadprovider.example/widget/form/ABC";

async function freshModule() {
  vi.resetModules();
  return import("./quote-embed");
}

/** An inline box as the page has it: its frame still a template, the Open button in its loading state. */
function idleBox(start = "near"): HTMLElement {
  document.body.innerHTML = `<div data-quote-frame="idle" data-start="${start}"><button type="button">Open the quote form</button><template><iframe data-src="${formUrl}" title="Moving Cost Estimate"></iframe></template></div>`;
  return document.querySelector("div")!;
}

const frameIn = (box: HTMLElement) => box.querySelector("iframe");

/**
 * IntersectionObserver as the page uses it (jsdom has none): the boxes it watches, its margin, and
 * a way to scroll a box near the screen.
 */
class NearingObserver {
  static current: NearingObserver;
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    NearingObserver.current = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The box comes within the observer's margin of the screen. */
  static bringNear(target: Element) {
    const observer = NearingObserver.current;
    if (observer.watched.has(target))
      observer.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], observer as never);
  }
}

/** A page whose script has run over one box, not yet near the screen. */
async function pageWithBox(start = "near") {
  const box = idleBox(start);
  (await freshModule()).loadQuoteFrames();
  return box;
}

/** A box whose frame has been made and has started loading, as the popup's does when it opens. */
async function startedBox() {
  const module = await freshModule();
  const box = idleBox();
  module.startFrameIn(box);
  return { ...module, box, frame: frameIn(box)! };
}

/** Lets the reachability check settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The window's listeners each test's module adds: removed after it, as a page's go with the page. */
const windowListeners: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  const addListener = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    windowListeners.push([type, listener]);
    addListener(type, listener, options);
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null)),
  );
  vi.stubGlobal("IntersectionObserver", NearingObserver);
  window.history.replaceState(null, "", "/get-a-moving-quote?utm_source=google&gclid=abc123&session=secret");
});

afterEach(() => {
  for (const [type, listener] of windowListeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-page-settled");
});

describe("starting the quote form without a tap", () => {
  it("starts a form as its box comes within one screen, from its template, with the page's ad-click parameters and only those", async () => {
    const box = await pageWithBox();
    expect(frameIn(box), "no frame while the box is screens away").toBeNull();
    expect(NearingObserver.current.options?.rootMargin, "one screen above and below the viewport").toBe("100% 0px");
    NearingObserver.bringNear(box);
    expect(frameIn(box)!.title).toBe("Moving Cost Estimate");
    expect(frameIn(box)!.getAttribute("src")).toBe(`${formUrl}?utm_source=google&gclid=abc123`);
    expect(box.querySelector("template")).toBeNull();
    expect(box.dataset.quoteFrame).toBe("waiting");
  });

  it("starts every inline form once the page has settled, wherever it is, and not the popup's", async () => {
    const { loadQuoteFrames } = await freshModule();
    const box = (start?: string) =>
      `<div data-quote-frame="idle"${start ? ` data-start="${start}"` : ""}><template><iframe data-src="${formUrl}"></iframe></template></div>`;
    document.body.innerHTML = `${box("near")}${box("near")}<dialog>${box()}</dialog>`;
    const boxes = [...document.querySelectorAll<HTMLElement>("[data-quote-frame]")];
    loadQuoteFrames();
    expect(boxes.map(frameIn)).toEqual([null, null, null]);
    document.documentElement.setAttribute("data-page-settled", "");
    window.dispatchEvent(new Event("page-settled"));
    expect(boxes.map((each) => frameIn(each)?.hasAttribute("src"))).toEqual([true, true, undefined]);
  });

  it("starts the quote page's form in the task after its next paint, with no scroll", async () => {
    const paints: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => paints.push(callback));
    const box = await pageWithBox("painted");
    expect(NearingObserver.current.watched.has(box), "it does not wait for the box to near the screen").toBe(false);
    expect(frameIn(box)).toBeNull();
    paints.splice(0).forEach((paint) => paint(0));
    expect(frameIn(box), "not in the frame's own rendering step").toBeNull();
    await settle();
    expect(frameIn(box)?.getAttribute("src")).toBe(`${formUrl}?utm_source=google&gclid=abc123`);
  });
});

describe("starting the quote form sooner, on the visitor's intent", () => {
  it("starts the form on a touch in its box", async () => {
    const box = await pageWithBox();
    box.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
    expect(frameIn(box)?.hasAttribute("src")).toBe(true);
  });

  it("starts the form when a mouse comes over its box, not when a finger passes over it", async () => {
    const box = await pageWithBox();
    box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "touch" }));
    expect(frameIn(box)).toBeNull();
    box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    expect(frameIn(box)?.getAttribute("src")).toMatch(/^https:\/\/forms\.leadprovider\.example\//);
  });

  it("starts the form from its Open button, and moves focus into the form once it arrives", async () => {
    const box = await pageWithBox();
    box.querySelector("button")!.click();
    const frame = frameIn(box)!;
    expect(frame.hasAttribute("src")).toBe(true);
    const focus = vi.spyOn(frame, "focus");
    frame.dispatchEvent(new Event("load"));
    expect(focus).toHaveBeenCalled();
  });

  it("starts the form when a link leads down to its section, as the quote page's Go to the form does", async () => {
    document.body.innerHTML = `<a href="#estimate-form">Go to the form</a><section id="estimate-form"><div data-quote-frame="idle" data-start="near"><template><iframe data-src="${formUrl}"></iframe></template></div></section>`;
    (await freshModule()).loadQuoteFrames();
    const box = document.querySelector<HTMLElement>("[data-quote-frame]")!;
    expect(frameIn(box)).toBeNull();
    window.location.hash = "estimate-form";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(frameIn(box)?.hasAttribute("src")).toBe(true);
  });

  it("starts on an address whose fragment is not a valid escape, loading nothing", async () => {
    window.history.replaceState(null, "", "/get-a-moving-quote#%E0%A4%A");
    const box = idleBox();
    const { loadQuoteFrames } = await freshModule();
    expect(() => loadQuoteFrames()).not.toThrow();
    expect(frameIn(box)).toBeNull();
  });

  it("makes and loads every drawn box's frame on a keyboard visitor's first Tab, not the closed popup's", async () => {
    const { loadQuoteFrames } = await freshModule();
    const box = `<div data-quote-frame="idle"><template><iframe data-src="${formUrl}"></iframe></template></div>`;
    document.body.innerHTML = `${box}${box}<dialog>${box}</dialog>`;
    const boxes = [...document.querySelectorAll<HTMLElement>("[data-quote-frame]")];
    // jsdom draws nothing: the two boxes in the page are drawn, the closed dialog's is not.
    for (const drawn of boxes.slice(0, 2)) vi.spyOn(drawn, "getClientRects").mockReturnValue([new DOMRect()] as never);
    loadQuoteFrames();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    expect(boxes.map(frameIn)).toEqual([null, null, null]);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(boxes.map((box) => frameIn(box)?.hasAttribute("src"))).toEqual([true, true, undefined]);
  });

  it("never makes a second frame or sets src a second time, which would reload a form being filled in", async () => {
    const { startFrameIn, box, frame } = await startedBox();
    const setSrc = vi.spyOn(frame, "src", "set");
    startFrameIn(box);
    expect(setSrc).not.toHaveBeenCalled();
    expect(box.querySelectorAll("iframe")).toHaveLength(1);
  });
});

describe("the frame's box", () => {
  it("shows the form once the provider's page has loaded", async () => {
    const { box, frame } = await startedBox();
    await settle();
    expect(box.dataset.quoteFrame).toBe("waiting");
    frame.dispatchEvent(new Event("load"));
    expect(box.dataset.quoteFrame).toBe("loaded");
  });

  it("offers the call and e-mail paths when the provider cannot be reached, even if the frame fires load", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const { box, frame } = await startedBox();
    await settle();
    frame.dispatchEvent(new Event("load"));
    expect(box.dataset.quoteFrame).toBe("failed");
  });

  it("asks whether the provider is reachable in a task after the one that starts the frame, so a tap can come between", async () => {
    const { frame } = await startedBox();
    expect(frame.hasAttribute("src")).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    await settle();
    expect(fetch).toHaveBeenCalledWith(frame.src, expect.objectContaining({ mode: "no-cors" }));
  });

  it("gives up waiting after failAfterMs when the provider sends nothing", async () => {
    vi.useFakeTimers();
    const { box, failAfterMs } = await startedBox();
    vi.advanceTimersByTime(failAfterMs - 1);
    expect(box.dataset.quoteFrame).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(box.dataset.quoteFrame).toBe("failed");
  });

  it("still shows the form if it arrives after the wait was given up", async () => {
    vi.useFakeTimers();
    const { box, frame, failAfterMs } = await startedBox();
    vi.advanceTimersByTime(failAfterMs);
    frame.dispatchEvent(new Event("load"));
    expect(box.dataset.quoteFrame).toBe("loaded");
  });
});

/**
 * What the browser does when focus moves into a frame: the page's window blurs, the frame is
 * active. Returns the frame's scrollIntoView, to tell whether the page brought it into view.
 */
function focusMovesInto(frame: HTMLIFrameElement, drawnAt?: DOMRect) {
  const scrolledTo = vi.fn();
  frame.scrollIntoView = scrolledTo;
  if (drawnAt) vi.spyOn(frame, "getBoundingClientRect").mockReturnValue(drawnAt);
  vi.spyOn(document, "activeElement", "get").mockReturnValue(frame);
  window.dispatchEvent(new FocusEvent("blur"));
  return scrolledTo;
}

describe("reaching the frame by keyboard", () => {
  it("brings a frame into view when Tab lands on it below the screen with its form still loading", async () => {
    const box = await pageWithBox();
    vi.spyOn(box, "getClientRects").mockReturnValue([new DOMRect()] as never);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    const frame = frameIn(box)!;
    expect(frame.hasAttribute("src")).toBe(true);
    const scrolledTo = focusMovesInto(frame, new DOMRect(0, window.innerHeight + 100, 540, 800));
    expect(scrolledTo).toHaveBeenCalledWith({ block: "start" });
  });

  it("leaves the page where it is when the visitor clicks into a form already on screen", async () => {
    const box = await pageWithBox();
    NearingObserver.bringNear(box);
    const frame = frameIn(box)!;
    const scrolledTo = focusMovesInto(frame, new DOMRect(700, 180, 540, 800));
    expect(scrolledTo).not.toHaveBeenCalled();
  });
});
