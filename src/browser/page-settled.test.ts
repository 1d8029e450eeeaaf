// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A PerformanceObserver that delivers paint entries when the test says the page has painted. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  static instances: FakePaintObserver[] = [];
  constructor(private readonly callback: () => void) {
    FakePaintObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  static paint() {
    for (const observer of FakePaintObserver.instances) observer.callback();
  }
}

let painted = false;

async function freshModule() {
  vi.resetModules();
  return import("./page-settled");
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  painted = false;
  FakePaintObserver.instances = [];
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 1));
  vi.spyOn(performance, "getEntriesByName").mockImplementation(() =>
    painted ? [{ name: "first-contentful-paint" } as PerformanceEntry] : [],
  );
  document.documentElement.removeAttribute("data-page-settled");
  setReadyState("loading");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the page settling", () => {
  it("waits for the load event and the first paint, then for an idle moment", async () => {
    const { announcePageSettled, onPageSettled } = await freshModule();
    const settled = vi.fn();
    onPageSettled(settled);
    announcePageSettled();

    setReadyState("complete");
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(500);
    expect(settled).not.toHaveBeenCalled(); // loaded, but nothing painted yet

    painted = true;
    FakePaintObserver.paint();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute("data-page-settled")).toBe(true);
  });

  it("calls a late listener at once", async () => {
    const { announcePageSettled, onPageSettled } = await freshModule();
    painted = true;
    setReadyState("complete");
    announcePageSettled();
    vi.advanceTimersByTime(1);
    const late = vi.fn();
    onPageSettled(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it("goes on after two seconds if the browser never reports a paint (a background tab)", async () => {
    const { announcePageSettled, onPageSettled } = await freshModule();
    const settled = vi.fn();
    onPageSettled(settled);
    setReadyState("complete");
    announcePageSettled();
    vi.advanceTimersByTime(1999);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(settled).toHaveBeenCalledOnce();
  });
});
