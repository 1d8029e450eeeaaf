// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** jsdom has no layout: the test says when a frame comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  watched = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  static show(target: Element) {
    for (const observer of this.instances)
      if (observer.watched.has(target)) observer.callback([{ target, isIntersecting: true }]);
  }
}

const formUrl = "https://forms.leadprovider.example/widget/form/ABC";

async function freshModule() {
  vi.resetModules();
  return import("./quote-frames");
}

function waitingBox(): { box: HTMLElement; frame: HTMLIFrameElement } {
  document.body.innerHTML = `<div data-quote-frame="waiting"><iframe data-src="${formUrl}" title="Moving Cost Estimate"></iframe></div>`;
  return { box: document.querySelector("div")!, frame: document.querySelector("iframe")! };
}

/** Lets the reachability check settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null)),
  );
  window.history.replaceState(null, "", "/get-a-moving-quote?utm_source=google&gclid=abc123&session=secret");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("loading the quote form's frame", () => {
  it("leaves the frame without src until it comes into view", async () => {
    const { loadQuoteFrames } = await freshModule();
    const { frame } = waitingBox();
    loadQuoteFrames();
    expect(frame.hasAttribute("src")).toBe(false);
  });

  it("loads the form with the page's ad-click parameters, and only those, once in view", async () => {
    const { loadQuoteFrames } = await freshModule();
    const { frame } = waitingBox();
    loadQuoteFrames();
    FakeIntersectionObserver.show(frame);
    expect(frame.getAttribute("src")).toBe(`${formUrl}?utm_source=google&gclid=abc123`);
  });

  it("never sets src a second time, which would reload a form being filled in", async () => {
    const { startFrame } = await freshModule();
    const { frame } = waitingBox();
    startFrame(frame);
    const setSrc = vi.spyOn(frame, "src", "set");
    startFrame(frame);
    expect(setSrc).not.toHaveBeenCalled();
  });
});

describe("the frame's box", () => {
  it("shows the form once the provider's page has loaded", async () => {
    const { startFrame } = await freshModule();
    const { box, frame } = waitingBox();
    startFrame(frame);
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
    const { startFrame } = await freshModule();
    const { box, frame } = waitingBox();
    startFrame(frame);
    await settle();
    frame.dispatchEvent(new Event("load"));
    expect(box.dataset.quoteFrame).toBe("failed");
  });

  it("gives up waiting after failAfterMs when the provider sends nothing", async () => {
    vi.useFakeTimers();
    const { startFrame, failAfterMs } = await freshModule();
    const { box, frame } = waitingBox();
    startFrame(frame);
    vi.advanceTimersByTime(failAfterMs - 1);
    expect(box.dataset.quoteFrame).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(box.dataset.quoteFrame).toBe("failed");
  });

  it("still shows the form if it arrives after the wait was given up", async () => {
    vi.useFakeTimers();
    const { startFrame, failAfterMs } = await freshModule();
    const { box, frame } = waitingBox();
    startFrame(frame);
    vi.advanceTimersByTime(failAfterMs);
    frame.dispatchEvent(new Event("load"));
    expect(box.dataset.quoteFrame).toBe("loaded");
  });
});

describe("reaching the frame by keyboard", () => {
  it("starts loading the frame and brings it into view when Tab lands on it before it came into view", async () => {
    const { loadQuoteFrames } = await freshModule();
    const { frame } = waitingBox();
    const scrolledTo = vi.fn();
    frame.scrollIntoView = scrolledTo;
    loadQuoteFrames();
    // What the browser does when focus moves into a frame: the page's window blurs, the frame is active.
    vi.spyOn(document, "activeElement", "get").mockReturnValue(frame);
    window.dispatchEvent(new FocusEvent("blur"));
    expect(frame.getAttribute("src")).toMatch(/^https:\/\/forms\.leadprovider\.example\//);
    expect(scrolledTo).toHaveBeenCalledWith({ block: "start" });
  });

  it("leaves the page where it is when the visitor clicks into a form already on screen", async () => {
    const { loadQuoteFrames } = await freshModule();
    const { frame } = waitingBox();
    const scrolledTo = vi.fn();
    frame.scrollIntoView = scrolledTo;
    vi.spyOn(frame, "getBoundingClientRect").mockReturnValue(new DOMRect(700, 180, 540, 800));
    loadQuoteFrames();
    vi.spyOn(document, "activeElement", "get").mockReturnValue(frame);
    window.dispatchEvent(new FocusEvent("blur"));
    expect(scrolledTo).not.toHaveBeenCalled();
  });
});
