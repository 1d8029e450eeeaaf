/**
 * The moving guides as a visitor and a crawler meet them in the build: the list, newest first;
 * each guide with its date, author, reading time, contents, call to action and related pages;
 * its Article and breadcrumb data and share card; the sitemap's lastmod; the RSS feed every
 * page links; and the related guides on service and city pages. (Validity, width, axe, the
 * JavaScript budget and the head tags of every guide page are in the page walks, which take
 * their list from the build, scripts/lib/site-urls.ts.)
 */
import { JSDOM } from "jsdom";
import { readBusiness, readGuides, readSite } from "../../src/lib/content/content-files.ts";
import { sitePages } from "../../scripts/lib/site-urls.ts";
import { feedPath, guidesPath, tableOfContentsMinimum } from "../../src/lib/content/guides.ts";
import { pageDocument, readPage } from "./build-output.ts";
import { expect, test } from "./fixtures.ts";

const { siteUrl } = readBusiness();
const guides = readGuides();

type Node = Record<string, unknown>;
const jsonLdNodes = (document: Document): Node[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? "") as Node;
    return Array.isArray(data["@graph"]) ? (data["@graph"] as Node[]) : [data];
  });

test("/moving-guides lists every published guide, newest first, each with its cover, date and summary", () => {
  const document = pageDocument(guidesPath);
  const cards = [...document.querySelectorAll("main article")];
  expect(cards.map((card) => card.querySelector("h3 a")?.getAttribute("href"))).toEqual(
    guides.slice(0, 12).map((guide) => guide.path),
  );
  for (const card of cards) {
    expect(card.querySelector("picture source[type='image/avif']")?.getAttribute("srcset")).toBeTruthy();
    expect(card.querySelector("img")?.getAttribute("width")).toBeTruthy();
    expect(card.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.querySelector("p[data-shared-copy]")?.textContent?.length).toBeGreaterThan(60);
  }
  // Twelve a page: a second page exists only past twelve guides.
  expect(sitePages.some((page) => page.path === `${guidesPath}/2`)).toBe(guides.length > 12);
});

test("each guide card is an article named by its guide's title, so a screen reader tells them apart", async ({
  page,
}) => {
  const service = readSite()
    .services()
    .find((item) => guides.some((guide) => guide.services.includes(item.page)))!;
  for (const path of [guidesPath, service.path]) {
    await page.goto(path);
    const titles = await page.locator("main article h2, main article h3").allTextContents();
    expect(titles.length, path).toBeGreaterThan(0);
    for (const title of titles)
      await expect(page.getByRole("article", { name: title, exact: true }), path).toHaveCount(1);
  }
});

for (const guide of guides) {
  test(`${guide.path}: date, author, reading time, contents, call to action, related pages, Article data and share card`, async ({
    request,
  }) => {
    const document = pageDocument(guide.path);
    const main = document.querySelector("main")!;
    expect(main.querySelector("h1")?.textContent).toBe(guide.title);
    const header = main.querySelector("article header")!;
    expect(header.querySelector("time")?.getAttribute("datetime")).toBe(guide.published.toISOString().slice(0, 10));
    expect(header.textContent).toMatch(/By .+, .+/);
    expect(header.textContent).toMatch(/\d+ min read/);
    // The cover is the page's first, eager, high-priority picture, preloaded from the head.
    const cover = header.querySelector("img")!;
    expect(cover.getAttribute("alt")).toBe(guide.cover.alt);
    expect(cover.getAttribute("fetchpriority")).toBe("high");
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();

    const sections = main.querySelectorAll(".guide-text h2").length;
    const contents = main.querySelector('nav[aria-labelledby="guide-contents-heading"]');
    if (sections >= tableOfContentsMinimum) {
      expect(contents?.querySelectorAll("a")).toHaveLength(sections);
      for (const link of contents!.querySelectorAll("a"))
        expect(document.getElementById(link.getAttribute("href")!.slice(1)), link.textContent!).not.toBeNull();
    } else expect(contents).toBeNull();
    // The body's placeholders are filled.
    expect(main.textContent).not.toMatch(/\{[A-Za-z]+\}/);
    // Inline pictures went through the image pipeline, sized so nothing shifts.
    for (const image of main.querySelectorAll(".guide-text img")) {
      expect(image.getAttribute("src")).toMatch(/^\/_astro\//);
      expect(image.getAttribute("width")).toBeTruthy();
      expect(image.getAttribute("loading")).toBe("lazy");
    }

    const related = [...main.querySelectorAll('nav[aria-labelledby="guide-related-heading"] a')].map((link) =>
      link.getAttribute("href"),
    );
    const services = readSite()
      .services()
      .filter((service) => guide.services.includes(service.page));
    const cities = readSite()
      .cities()
      .filter((city) => guide.cities.includes(city.slug));
    expect(related).toEqual([
      ...services.map((service) => service.path),
      ...cities.map((city) => city.path),
      guidesPath,
    ]);
    expect(main.querySelector('a[href="/get-a-moving-quote"]')).not.toBeNull();

    const nodes = jsonLdNodes(document);
    const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute("content");
    expect(image).toMatch(new RegExp(`^${siteUrl}/_astro/.+\\.jpg$`));
    expect(document.head.querySelector('meta[property="og:image:width"]')?.getAttribute("content")).toBe("1200");
    expect(document.head.querySelector('meta[name="twitter:image"]')?.getAttribute("content")).toBe(image);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
    expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
    expect(nodes.find((node) => node["@type"] === "Article")).toMatchObject({
      headline: guide.title,
      description: guide.summary,
      image,
      datePublished: guide.published.toISOString().slice(0, 10),
      dateModified: guide.lastChanged.toISOString().slice(0, 10),
      author: { "@type": "Person" },
      publisher: { "@id": `${siteUrl}/#business` },
      mainEntityOfPage: `${siteUrl}${guide.path}`,
    });
    const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}${guidesPath}`,
      `${siteUrl}${guide.path}`,
    ]);
  });
}

test("the sitemap gives each guide the day it last changed", async ({ request }) => {
  const xml = await (await request.get("/sitemap-0.xml")).text();
  for (const guide of guides) {
    const entry = new RegExp(`<url><loc>${siteUrl}${guide.path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
    expect(entry?.[1], guide.path).toBe(guide.lastChanged.toISOString());
  }
});

test("the RSS feed lists every published guide, newest first, with absolute links, and every page's head links it", async ({
  request,
}) => {
  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const feed = new JSDOM(await response.text(), { contentType: "text/xml" }).window.document;
  expect(feed.querySelector("parsererror")).toBeNull();
  const items = [...feed.querySelectorAll("item")];
  expect(items.map((item) => item.querySelector("link")?.textContent)).toEqual(
    guides.map((guide) => `${siteUrl}${guide.path}`),
  );
  for (const [index, item] of items.entries()) {
    expect(item.querySelector("title")?.textContent).toBe(guides[index]!.title);
    expect(new Date(item.querySelector("pubDate")!.textContent!).getTime()).toBe(guides[index]!.published.getTime());
  }
  for (const { path } of [...sitePages, { path: "/404" }]) {
    const head = readPage(path).split("</head>")[0]!;
    expect(head, path).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${feedPath}">`),
    );
  }
});

/** The guide links of a page's related-guides section, read as text (fast). */
function relatedGuideLinks(path: string): string[] {
  const section = /<section id="related-guides"[\s\S]*?<\/section>/.exec(readPage(path))?.[0] ?? "";
  return [...section.matchAll(/<article[\s\S]*?<a href="([^"]+)"/g)].map((match) => match[1]!);
}

test("service and city pages show their newest related guides, up to three; the footer reaches the guides", () => {
  for (const service of readSite().services()) {
    const expected = guides.filter((guide) => guide.services.includes(service.page)).slice(0, 3);
    expect(relatedGuideLinks(service.path), service.path).toEqual(expected.map((guide) => guide.path));
  }
  for (const city of readSite().cities()) {
    const expected = guides.filter((guide) => guide.cities.includes(city.slug)).slice(0, 3);
    expect(relatedGuideLinks(city.path), city.path).toEqual(expected.map((guide) => guide.path));
  }
  expect(readPage("/")).toMatch(new RegExp(`<footer[\\s\\S]*<a href="${guidesPath}"[^>]*>Moving guides</a>`));
});
