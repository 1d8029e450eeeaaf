// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * jsdom has no layout: the test says where a box is drawn, and each observer that watches it is
 * told whether the box meets the screen as the observer's bottom margin grows or shrinks it.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  watched = new Set<Element>();
  private readonly bottomMarginPercent: number;
  constructor(
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    options: IntersectionObserverInit = {},
  ) {
    const bottom = (options.rootMargin ?? "0px").split(" ")[2] ?? "0%";
    this.bottomMarginPercent = bottom.endsWith("%") ? Number.parseFloat(bottom) : 0;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  /** Draws target at `rect` (by default well in view) and tells the observers watching it. */
  static drawAt(target: Element, rect = new DOMRect(0, 100, 600, 800)) {
    for (const observer of this.instances) {
      if (!observer.watched.has(target)) continue;
      const screenBottom = window.innerHeight * (1 + observer.bottomMarginPercent / 100);
      observer.callback([{ target, isIntersecting: rect.top < screenBottom && rect.bottom > 0 }]);
    }
  }
}

/** A box within a screen of view, below it. */
function drawNear(box: Element) {
  FakeIntersectionObserver.drawAt(box, new DOMRect(0, window.innerHeight + 200, 600, 800));
}

const formUrl = "https://forms.leadprovider.example/widget/form/ABC";

async function freshModule() {
  vi.resetModules();
  return import("./quote-frames");
}

/** A box as the page has it: its frame still a template. */
function waitingBox(): HTMLElement {
  document.body.innerHTML = `<div data-quote-frame="waiting"><template><iframe data-src="${formUrl}" title="Moving Cost Estimate"></iframe></template></div>`;
  return document.querySelector("div")!;
}

const frameIn = (box: HTMLElement) => box.querySelector("iframe");

/** A box whose frame has been made and has started loading, as the popup's does when it opens. */
async function startedBox() {
  const module = await freshModule();
  const box = waitingBox();
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
  it("makes no frame while its box is below the screen, or only its top edge peeks into it", async () => {
    const { loadQuoteFrames } = await freshModule();
    const box = waitingBox();
    loadQuoteFrames();
    drawNear(box);
    expect(frameIn(box)).toBeNull();
    FakeIntersectionObserver.drawAt(box, new DOMRect(0, window.innerHeight - 19, 600, 800));
    expect(frameIn(box)).toBeNull();
    expect(box.querySelector("template")).not.toBeNull();
  });

  it("makes the frame and loads the form in one step once its box is in view, with the page's ad-click parameters and only those", async () => {
    const { loadQuoteFrames } = await freshModule();
    const box = waitingBox();
    loadQuoteFrames();
    FakeIntersectionObserver.drawAt(box);
    expect(frameIn(box)?.title).toBe("Moving Cost Estimate");
    expect(frameIn(box)?.getAttribute("src")).toBe(`${formUrl}?utm_source=google&gclid=abc123`);
    expect(box.querySelector("template")).toBeNull();
  });

  it("on a keyboard visitor's first Tab, makes and loads each form within a screen of view, now and later", async () => {
    const { loadQuoteFrames } = await freshModule();
    document.body.innerHTML = [1, 2]
      .map(() => `<div data-quote-frame="waiting"><template><iframe data-src="${formUrl}"></iframe></template></div>`)
      .join("");
    const [near, far] = [...document.querySelectorAll<HTMLElement>("[data-quote-frame]")];
    loadQuoteFrames();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    drawNear(near!);
    expect(frameIn(near!)).toBeNull();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    drawNear(near!);
    expect(frameIn(near!)?.hasAttribute("src")).toBe(true);
    expect(frameIn(far!)).toBeNull();
    drawNear(far!);
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
    const { loadQuoteFrames } = await freshModule();
    const box = waitingBox();
    loadQuoteFrames();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    drawNear(box);
    const frame = frameIn(box)!;
    const scrolledTo = focusMovesInto(frame, new DOMRect(0, window.innerHeight + 100, 540, 800));
    expect(scrolledTo).toHaveBeenCalledWith({ block: "start" });
  });

  it("leaves the page where it is when the visitor clicks into a form already on screen", async () => {
    const { loadQuoteFrames } = await freshModule();
    const box = waitingBox();
    loadQuoteFrames();
    FakeIntersectionObserver.drawAt(box);
    const frame = frameIn(box)!;
    const scrolledTo = focusMovesInto(frame, new DOMRect(700, 180, 540, 800));
    expect(scrolledTo).not.toHaveBeenCalled();
  });
});
