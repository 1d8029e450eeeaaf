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

function waitingFrame(): HTMLIFrameElement {
  document.body.innerHTML = `<iframe data-src="${formUrl}" title="Moving Cost Estimate"></iframe>`;
  return document.querySelector("iframe")!;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  window.history.replaceState(null, "", "/get-a-moving-quote?utm_source=google&gclid=abc123&session=secret");
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("loading the quote form's frame", () => {
  it("leaves the frame without src until it comes into view", async () => {
    const { loadQuoteFramesInView } = await freshModule();
    const frame = waitingFrame();
    loadQuoteFramesInView();
    expect(frame.hasAttribute("src")).toBe(false);
  });

  it("loads the form with the page's ad-click parameters, and only those, once in view", async () => {
    const { loadQuoteFramesInView } = await freshModule();
    const frame = waitingFrame();
    loadQuoteFramesInView();
    FakeIntersectionObserver.show(frame);
    expect(frame.getAttribute("src")).toBe(`${formUrl}?utm_source=google&gclid=abc123`);
  });

  it("never sets src a second time, which would reload a form being filled in", async () => {
    const inlineScript = await freshModule();
    const app = await freshModule();
    const frame = waitingFrame();
    inlineScript.loadQuoteFramesInView();
    app.loadWhenInView(frame);
    const setSrc = vi.spyOn(frame, "src", "set");
    FakeIntersectionObserver.show(frame);
    expect(setSrc).toHaveBeenCalledTimes(1);
  });
});
