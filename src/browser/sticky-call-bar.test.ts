// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showCallBarAfterHero } from "./sticky-call-bar";

type Entry = { isIntersecting: boolean; boundingClientRect: { bottom: number } };
let report: (entries: Entry[]) => void = () => {};

beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: Entry[]) => void) {
        report = callback;
      }
      observe() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.callBar;
  document.body.innerHTML = "";
});

describe("the phone call bar", () => {
  it("shows at once on a page whose hero has no call and quote buttons", () => {
    showCallBarAfterHero();
    expect(document.documentElement.dataset.callBar).toBe("shown");
  });

  it("stays hidden while the hero's buttons are on screen, and shows once they have scrolled away", () => {
    document.body.innerHTML = `<div data-hero-actions><a href="tel:+17705550142">Call</a></div>`;
    showCallBarAfterHero();
    report([{ isIntersecting: true, boundingClientRect: { bottom: 400 } }]);
    expect(document.documentElement.dataset.callBar).toBe("hidden");
    report([{ isIntersecting: false, boundingClientRect: { bottom: -10 } }]);
    expect(document.documentElement.dataset.callBar).toBe("shown");
    report([{ isIntersecting: true, boundingClientRect: { bottom: 200 } }]);
    expect(document.documentElement.dataset.callBar).toBe("hidden");
  });

  it("stays hidden while the hero's buttons are still below the screen", () => {
    document.body.innerHTML = `<div data-hero-actions></div>`;
    showCallBarAfterHero();
    report([{ isIntersecting: false, boundingClientRect: { bottom: 1200 } }]);
    expect(document.documentElement.dataset.callBar).toBe("hidden");
  });
});
