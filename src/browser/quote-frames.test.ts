// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** jsdom has no layout: the test says when a box or frame comes near or into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  watched = new Set<Element>();
  constructor(
    private readonly callback: (
      entries: { target: Element; isIntersecting: boolean; boundingClientRect: DOMRect }[],
    ) => void,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  /** Tells the observers watching target that it intersects (their margin, or the screen), where it is drawn. */
  static show(target: Element, boundingClientRect = new DOMRect(0, 100, 600, 800)) {
    for (const observer of this.instances)
      if (observer.watched.has(target)) observer.callback([{ target, isIntersecting: true, boundingClientRect }]);
  }
}

/** A box within a screen of view, below it. */
function showNear(box: Element) {
  FakeIntersectionObserver.show(box, new DOMRect(0, window.innerHeight + 200, 600, 800));
}

const formUrl = "https://forms.leadprovider.example/widget/form/ABC";

async function freshModule() {
  vi.resetModules();
  return import("./quote-frames");
}

/** A box as the page has it: its frame still a template, under the button that opens the form. */
function idleBox(): HTMLElement {
  document.body.innerHTML = `<div data-quote-frame="idle"><button type="button">Open the quote form</button><template><iframe data-src="${formUrl}" title="Moving Cost Estimate"></iframe></template></div>`;
  return document.querySelector("div")!;
}

const frameIn = (box: HTMLElement) => box.querySelector("iframe");

/** A page whose script has run over one waiting box. */
async function pageWithBox() {
  const box = idleBox();
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
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null)),
  );
  window.history.replaceState(null, "", "/get-a-moving-quote?utm_source=google&gclid=abc123&session=secret");
});

afterEach(() => {
  for (const [type, listener] of windowListeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("loading the quote form's frame", () => {
  it("makes no frame until its box is within a screen of view, then one without src", async () => {
    const box = await pageWithBox();
    expect(frameIn(box)).toBeNull();
    showNear(box);
    expect(frameIn(box)?.title).toBe("Moving Cost Estimate");
    expect(frameIn(box)?.hasAttribute("src")).toBe(false);
    expect(box.querySelector("template")).toBeNull();
  });

  it("loads the form on a touch in its box, with the page's ad-click parameters and only those", async () => {
    const box = await pageWithBox();
    showNear(box);
    FakeIntersectionObserver.show(frameIn(box)!);
    expect(frameIn(box)!.hasAttribute("src"), "in view is not yet intent").toBe(false);
    box.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
    expect(frameIn(box)!.getAttribute("src")).toBe(`${formUrl}?utm_source=google&gclid=abc123`);
    expect(box.dataset.quoteFrame).toBe("waiting");
  });

  it("loads the form when a mouse comes over its box, not when a finger passes over it", async () => {
    const box = await pageWithBox();
    box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "touch" }));
    expect(frameIn(box)).toBeNull();
    box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    expect(frameIn(box)?.getAttribute("src")).toMatch(/^https:\/\/forms\.leadprovider\.example\//);
  });

  it("loads the form from its Open button, and moves focus into the form once it arrives", async () => {
    const box = await pageWithBox();
    box.querySelector("button")!.click();
    const frame = frameIn(box)!;
    expect(frame.hasAttribute("src")).toBe(true);
    const focus = vi.spyOn(frame, "focus");
    frame.dispatchEvent(new Event("load"));
    expect(focus).toHaveBeenCalled();
  });

  it("loads the form when a link leads down to its section, as the quote page's Go to the form does", async () => {
    document.body.innerHTML = `<a href="#estimate-form">Go to the form</a><section id="estimate-form"><div data-quote-frame="idle"><template><iframe data-src="${formUrl}"></iframe></template></div></section>`;
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

  it("loads the frames already made on a keyboard visitor's first Tab, and every frame made after it", async () => {
    const { loadQuoteFrames } = await freshModule();
    document.body.innerHTML = [1, 2]
      .map(() => `<div data-quote-frame="idle"><template><iframe data-src="${formUrl}"></iframe></template></div>`)
      .join("");
    const [near, far] = [...document.querySelectorAll<HTMLElement>("[data-quote-frame]")];
    loadQuoteFrames();
    showNear(near!);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    expect(frameIn(near!)?.hasAttribute("src")).toBe(false);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(frameIn(near!)?.hasAttribute("src")).toBe(true);
    expect(frameIn(far!)).toBeNull();
    showNear(far!);
    expect(frameIn(far!)?.hasAttribute("src")).toBe(true);
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
  it("starts loading the frame and brings it into view when Tab lands on it before it came into view", async () => {
    const box = await pageWithBox();
    showNear(box);
    const frame = frameIn(box)!;
    const scrolledTo = focusMovesInto(frame);
    expect(frame.getAttribute("src")).toMatch(/^https:\/\/forms\.leadprovider\.example\//);
    expect(scrolledTo).toHaveBeenCalledWith({ block: "start" });
  });

  it("brings a frame into view when Tab lands on it below the screen with its form still loading", async () => {
    const box = await pageWithBox();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    showNear(box);
    const frame = frameIn(box)!;
    expect(frame.hasAttribute("src")).toBe(true);
    const scrolledTo = focusMovesInto(frame, new DOMRect(0, window.innerHeight + 100, 540, 800));
    expect(scrolledTo).toHaveBeenCalledWith({ block: "start" });
  });

  it("leaves the page where it is when the visitor clicks into a form already on screen", async () => {
    const box = await pageWithBox();
    showNear(box);
    const frame = frameIn(box)!;
    const scrolledTo = focusMovesInto(frame, new DOMRect(700, 180, 540, 800));
    expect(scrolledTo).not.toHaveBeenCalled();
  });
});
