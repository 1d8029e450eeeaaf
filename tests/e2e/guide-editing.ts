/**
 * Moving guides through the owner's editor (used by editor.test.ts, which runs them in the
 * project copy and its build): a guide written in /keystatic with a cover picture and a heading,
 * a draft that must reach no page, and a 3,000-word guide with ten pictures whose cover must stay
 * the largest paint with nothing shifting as it loads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { readBusiness } from "../../src/lib/content/content-files.ts";

const { siteUrl } = readBusiness();

/** What the owner types for a new guide. */
export const newGuide = {
  title: "Moving Houseplants Safely",
  slug: "moving-houseplants-safely",
  summary: "Why houseplants need their own plan on moving day, from watering ahead to the first days by a new window.",
  published: "2026-11-20",
  heading: "Water a few days ahead",
  paragraph: "Damp soil is heavy and spills; water two or three days before the move instead.",
  coverAlt: "A sample cover: a plain navy picture standing in for a photo of potted plants.",
};

/** A small picture for an upload, as a file on disk. */
async function coverFile(folder: string): Promise<string> {
  const file = join(folder, "plants-cover.png");
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#15305a" } })
    .png()
    .toFile(file);
  return file;
}

/** Writes and saves `newGuide` in the editor at `editorUrl`, with a cover picture uploaded from `folder`. */
export async function writeGuideInEditor(page: Page, editorUrl: string, folder: string) {
  // A fresh dev server may re-optimize its dependencies during the first load, and reloads the
  // editor once it has taken in an upload made just before; a reload while the form is being
  // filled empties it (the author's options then never come): start again then.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${editorUrl}/keystatic/collection/guides/create`);
      await page.getByRole("button", { name: "Create" }).waitFor({ timeout: 60_000 });
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(newGuide.title);
      await page.getByRole("textbox", { name: "Summary" }).fill(newGuide.summary);
      await page.getByRole("textbox", { name: "Published" }).fill(newGuide.published);
      await page.getByRole("combobox", { name: "Author" }).fill("Sample");
      await page
        .getByRole("option", { name: /sample/i })
        .first()
        .click({ timeout: 20_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  page.setDefaultTimeout(30_000);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("group", { name: "Picture" }).getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(await coverFile(folder));
  await page.getByRole("textbox", { name: "Alt text" }).fill(newGuide.coverAlt);
  await page.getByRole("checkbox", { name: "Packing", exact: true }).check();
  const text = page.getByRole("textbox").last();
  await text.click();
  await page.getByRole("button", { name: "Text block" }).click();
  await page.getByRole("option", { name: "Heading 2" }).click();
  // The menu takes the focus; the editor keeps its cursor in the block it made a heading.
  await text.focus();
  await expect(text.locator("h2")).toHaveCount(1);
  await page.keyboard.type(newGuide.heading, { delay: 10 });
  await page.keyboard.press("Enter");
  await page.keyboard.type(newGuide.paragraph, { delay: 10 });
  await expect(text.locator("h2")).toHaveText(newGuide.heading);
  await expect(text.locator("p").last()).toHaveText(newGuide.paragraph);
  await page.getByRole("button", { name: "Create" }).click();
}

/** A guide that is a draft: the public build must leave it out everywhere. */
export function writeDraftGuide(copy: string) {
  const source = readFileSync(join(copy, "src/content/guides/moving-with-children.md"), "utf8");
  writeFileSync(
    join(copy, "src/content/guides/draft-guide-not-for-visitors.md"),
    source
      .replace(/^title: .*$/m, "title: Draft Guide Not for Visitors")
      .replace(/^draft: false$/m, "draft: true")
      .replace(/^published: .*$/m, "published: 2026-11-24"),
  );
}

const words = "box tape crate label truck dolly blanket shelf drawer hallway stair closet kitchen garage porch"
  .split(" ")
  .concat("lamp mirror rug table chair sofa bed desk lamp plant frame book dish glass towel".split(" "));

/** A 3,000-word guide with ten 1600-wide pictures, the worst case the issue names. */
export async function writeLongGuide(copy: string) {
  const folder = join(copy, "src/assets/guides");
  mkdirSync(folder, { recursive: true });
  const sections: string[] = [];
  let count = 0;
  for (let section = 1; section <= 10; section++) {
    const picture = `long-guide-${section}.png`;
    await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 20 * section, g: 80, b: 160 } },
    })
      .png()
      .toFile(join(folder, picture));
    const paragraphs = Array.from({ length: 5 }, (_, paragraph) =>
      Array.from({ length: 60 }, (_, index) => words[(section * 7 + paragraph * 13 + index) % words.length]).join(" "),
    );
    count += 300;
    sections.push(
      `## Part ${section} of the long guide\n\n${paragraphs.slice(0, 2).join(".\n\n")}.\n\n` +
        `![Picture ${section} of the long guide.](../../assets/guides/${picture})\n\n${paragraphs.slice(2).join(".\n\n")}.`,
    );
  }
  expect(count).toBe(3000);
  const cover = readFileSync(join(copy, "src/content/guides/moving-with-children.md"), "utf8").match(
    /^cover:\n(?: {2}.*\n)+/m,
  )![0];
  writeFileSync(
    join(copy, "src/content/guides/a-long-guide-with-ten-pictures.md"),
    `---\ntitle: A Long Guide with Ten Pictures\nsummary: >-\n  A test guide of three thousand words and ten pictures, to hold the page's paint and layout to account.\npublished: 2026-11-01\nauthor: sample-author\n${cover}services: []\ncities: []\ndraft: false\nconfirmed: false\n---\n${sections.join("\n\n")}\n`,
  );
}

/** The built copy shows the guide on the list, its own page, the sitemap and the feed, and no draft anywhere. */
export function expectGuideInBuild(dist: string) {
  const read = (file: string) => readFileSync(join(dist, file), "utf8");
  const path = `/moving-guides/${newGuide.slug}`;
  expect(read("moving-guides/index.html")).toContain(`href="${path}"`);
  const page = read(`moving-guides/${newGuide.slug}/index.html`);
  // Booleans with a message: a failure should not print the whole page.
  const has = (what: string, found: boolean) => expect(found, `the guide's page has ${what}`).toBe(true);
  has("its title as the h1", page.includes(`font-bold">${newGuide.title}</h1>`));
  has("the heading as an h2", new RegExp(`<h2 id="[^"]+">${newGuide.heading}</h2>`).test(page));
  has("the paragraph", page.includes(`<p>${newGuide.paragraph}</p>`));
  has("the cover's alt text", page.includes(`alt="${newGuide.coverAlt}"`));
  has("the cover as AVIF", /<source type="image\/avif" srcset="\/_astro\/[^"]+\.avif/i.test(page));
  expect(read("sitemap-0.xml")).toContain(
    `<loc>${siteUrl}${path}</loc><lastmod>${newGuide.published}T00:00:00.000Z</lastmod>`,
  );
  expect(read("moving-guides/rss.xml")).toContain(`<link>${siteUrl}${path}</link>`);
  // Packing's page lists its newest related guides: the new one among them.
  expect(read("packing-services-atlanta/index.html")).toContain(`href="${path}"`);

  expect(existsSync(join(dist, "moving-guides/draft-guide-not-for-visitors"))).toBe(false);
  for (const file of ["moving-guides/index.html", "sitemap-0.xml", "moving-guides/rss.xml"])
    expect(read(file), file).not.toContain("draft-guide-not-for-visitors");
}

/** LCP and CLS of a page as a phone on a slow CPU meets it, scrolled to the end so every lazy picture loads. */
export async function paintAndShift(page: Page, url: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const metrics = { lcp: 0, lcpElement: "", cls: 0 };
    (window as unknown as { metrics: typeof metrics }).metrics = metrics;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        metrics.lcp = entry.startTime;
        // The cover is the one picture fetched with high priority.
        metrics.lcpElement = `${entry.element?.tagName} ${entry.element?.getAttribute("fetchpriority")}`;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) metrics.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  type Metrics = { lcp: number; lcpElement: string; cls: number };
  const read = () => page.evaluate(() => ({ ...(window as unknown as { metrics: Metrics }).metrics }));
  await page.goto(url);
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  // The largest paint of the first screen, before scrolling brings the (larger) lazy pictures in.
  const { lcp, lcpElement } = await read();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  return { lcp, lcpElement, cls: (await read()).cls };
}
