// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deferWebFonts } from "./defer-web-fonts";

const variables = ["--font-fraunces", "--font-figtree"];
const key = "web-fonts-cached";
const root = document.documentElement;

beforeEach(() => {
  const style = document.createElement("style");
  style.textContent = `:root { --font-fraunces: Fraunces-1a2b, "Fraunces-1a2b fallback: Times New Roman", Georgia, serif; --font-figtree: Figtree-3c4d, "Figtree-3c4d fallback: Arial", Arial, sans-serif; }`;
  document.head.append(style);
});

afterEach(() => {
  document.head.innerHTML = "";
  root.removeAttribute("style");
  delete root.dataset.fontsDeferred;
  localStorage.clear();
});

describe("deferWebFonts", () => {
  it("on a first visit, draws the page in the fallback faces and marks the fonts as deferred", () => {
    deferWebFonts(variables, key);
    expect(getComputedStyle(root).getPropertyValue("--font-fraunces").trim()).toBe(
      '"Fraunces-1a2b fallback: Times New Roman", Georgia, serif',
    );
    expect(getComputedStyle(root).getPropertyValue("--font-figtree").trim()).toBe(
      '"Figtree-3c4d fallback: Arial", Arial, sans-serif',
    );
    expect(root.dataset.fontsDeferred).toBe(key);
  });

  it("once the fonts are in the cache, leaves the site's faces in place", () => {
    localStorage.setItem(key, "1");
    deferWebFonts(variables, key);
    expect(getComputedStyle(root).getPropertyValue("--font-fraunces").trim()).toMatch(/^Fraunces-1a2b,/);
    expect(root.dataset.fontsDeferred).toBeUndefined();
  });
});
