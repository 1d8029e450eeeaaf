/**
 * The site's own typefaces: self-hosted and small, drawn on a visitor's very first page. Text
 * is painted first in the metric-matched fallbacks, and nothing moves when the faces arrive
 * (docs/decisions/006). That a visit scrolled to the end of any page fetches no font file but the
 * two it preloads is checked on every page's visit in every-page.test.ts.
 */
import type { Page } from "@playwright/test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { webFontFamilies } from "../../src/lib/assets/web-fonts";
import { builtHtmlFiles, dist, readPage, readBuilt } from "./build-output";
import { expect, test } from "./fixtures";

const fontDir = join(dist, "_astro", "fonts");

/** The face each kind of text is set in (the first family of its stack), and whether it has arrived. */
const faces = (page: Page) =>
  page.evaluate(() => {
    const face = (selector: string, weight: number) => {
      const family = getComputedStyle(document.querySelector(selector)!).fontFamily.split(",")[0]!.trim();
      return { family, ready: document.fonts.check(`${weight} 1em ${family}`) };
    };
    return { heading: face("h1", 700), body: face("main p", 400) };
  });

test("a page preloads two font files, 27 KB or less together, and they are the built ones", () => {
  const preloads = [...readPage("/").matchAll(/<link rel="preload" href="\/_astro\/fonts\/([^"]+)" as="font"/g)].map(
    (m) => m[1]!,
  );
  expect(preloads).toHaveLength(2);
  const total = preloads.reduce((sum, file) => sum + statSync(join(fontDir, file)).size, 0);
  expect(total / 1024).toBeLessThanOrEqual(27);
});

test("every character a built page shows is in the preloaded files: no page waits for a second file", () => {
  const preloaded = webFontFamilies.flatMap((family) => family.files.filter((file) => file.preload));
  const drawn = preloaded.map((file) => new Set(file.text));
  const missing = new Set<string>();
  for (const file of builtHtmlFiles()) {
    const text = readBuilt(file)
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)));
    for (const character of text)
      if (drawn.some((set) => !set.has(character)) && !/\s/.test(character)) missing.add(`${character} in ${file}`);
  }
  expect([...missing]).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a first visit draws headings in Fraunces and text in Figtree, and no layout shift comes with them", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const path of ["/", "/about"]) {
        await page.goto(path);
        await expect.poll(async () => (await faces(page)).heading.ready).toBe(true);
        const { heading, body } = await faces(page);
        expect(heading.family).toMatch(/^"?Fraunces-[0-9a-f]+"?$/);
        expect(body.family).toMatch(/^"?Figtree-[0-9a-f]+"?$/);
        expect(body.ready).toBe(true);
        if (javaScriptEnabled)
          expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      }
    });
  });
}
