/**
 * The site's own typefaces: self-hosted and small. A visitor's first page is drawn in the
 * metric-matched fallbacks from start to end and fetches the fonts only after it has loaded,
 * for the next page, which uses them from its first paint (docs/decisions/006).
 */
import type { Page } from "@playwright/test";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { dist, readPage } from "./build-output";
import { expect, test } from "./fixtures";

const fontDir = join(dist, "_astro", "fonts");

/** Opens a page and records each font file request, and whether it came before the load event. */
async function openRecordingFonts(page: Page, path: string) {
  const requested: { url: string; beforeLoad: boolean }[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) requested.push({ url: request.url(), beforeLoad: !loaded });
  });
  await page.goto(path);
  return requested;
}

/** The face the browser draws the h1 with (the first family of its stack) and whether it is ready. */
const headingFace = (page: Page) =>
  page.evaluate(() => {
    const family = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.trim();
    return { family, ready: document.fonts.check(`700 1em ${family}`) };
  });

test("the two font files weigh 60 KB or less together, and no page preloads them", () => {
  const files = readdirSync(fontDir).filter((file) => file.endsWith(".woff2"));
  expect(files).toHaveLength(2);
  const total = files.reduce((sum, file) => sum + statSync(join(fontDir, file)).size, 0);
  expect(total / 1024).toBeLessThanOrEqual(60);
  expect(readPage("/")).not.toMatch(/rel="preload"[^>]*as="font"/);
});

test("a first page is drawn in the fallback faces and fetches the fonts only after it has loaded", async ({ page }) => {
  const requested = await openRecordingFonts(page, "/");
  expect((await headingFace(page)).family).toMatch(/fallback/);
  await expect.poll(() => requested.length).toBe(2);
  expect(requested.filter((request) => request.beforeLoad)).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts-cached"))).toBe("1");
  // Still the fallback: nothing is swapped under the visitor's eyes.
  expect((await headingFace(page)).family).toMatch(/fallback/);
});

test("the next page draws in the site's faces from its first paint", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts-cached"))).toBe("1");
  const requested = await openRecordingFonts(page, "/about");
  expect(requested.some((request) => request.beforeLoad)).toBe(true);
  const face = await headingFace(page);
  expect(face.family).toMatch(/^"?Fraunces-[0-9a-f]+"?$/);
  await expect.poll(async () => (await headingFace(page)).ready).toBe(true);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the fonts load the ordinary way", async ({ page }) => {
    const requested = await openRecordingFonts(page, "/");
    expect(requested.length).toBe(2);
    expect((await headingFace(page)).family).toMatch(/^"?Fraunces-[0-9a-f]+"?$/);
  });
});
