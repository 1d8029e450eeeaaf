/**
 * A crawler from the home page: every internal link, and every file a page asks for
 * (images and their srcsets, scripts, stylesheets, icons, the manifest and its icons,
 * preloads, video sources and posters, the canonical and social-card URLs, and the files
 * the stylesheets point to), fetched once each. None may answer anything but 2xx, and the
 * crawl must reach every page the build wrote (scripts/lib/site-urls.ts).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readBusiness } from "../../src/lib/content/content-files.ts";
import { sitePages } from "../../scripts/lib/site-urls.ts";
import { pageDocument } from "./build-output";

const business = readBusiness();

const linkRels = new Set([
  "icon",
  "manifest",
  "preload",
  "modulepreload",
  "apple-touch-icon",
  "stylesheet",
  "canonical",
]);

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** The URLs a built page refers to: pages to crawl further, and files to fetch. */
function referencesIn(document: Document): { pages: string[]; files: string[] } {
  const values = (selector: string, attribute: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? "").filter(Boolean);
  return {
    pages: values("a[href]", "href"),
    files: [
      ...values("img[src], script[src], source[src], video[src], audio[src], track[src]", "src"),
      ...values("img[srcset], source[srcset]", "srcset").flatMap(srcsetUrls),
      ...values("video[poster]", "poster"),
      ...values('meta[property="og:image"], meta[name="twitter:image"]', "content"),
      ...[...document.querySelectorAll("link[href]")]
        .filter((link) => (link.getAttribute("rel") ?? "").split(/\s+/).some((rel) => linkRels.has(rel)))
        .map((link) => link.getAttribute("href")!),
    ],
  };
}

type Fetched = { status: number; contentType: string; body: string };

async function crawl(request: APIRequestContext, baseURL: string) {
  const base = new URL(baseURL);
  const siteOrigin = new URL(business.siteUrl).origin;
  const queue: string[] = [];
  const seen = new Set<string>();
  const failures: string[] = [];
  const pagesReached = new Set<string>();
  const referrers = new Map<string, string>();

  /** Site URLs (canonical, og:image) point at the production domain: check them here. */
  const toLocal = (raw: string, from: string): string | undefined => {
    let url: URL;
    try {
      url = new URL(raw, from);
    } catch {
      failures.push(`unparsable URL "${raw}" on ${from}`);
      return undefined;
    }
    if (url.origin === siteOrigin) url = new URL(url.pathname + url.search, base);
    if (url.origin !== base.origin) return undefined; // tel:, mailto:, other sites: not ours to fetch
    url.hash = "";
    return url.toString();
  };
  const enqueue = (raw: string, from: string) => {
    const url = toLocal(raw, from);
    if (!url || seen.has(url)) return;
    seen.add(url);
    queue.push(url);
    referrers.set(url, from);
  };

  const fetchOne = async (url: string): Promise<Fetched | undefined> => {
    const response = await request.get(url, { maxRedirects: 0 });
    const status = response.status();
    if (status < 200 || status >= 300) {
      failures.push(`${status} ${new URL(url).pathname} (linked from ${new URL(referrers.get(url) ?? url).pathname})`);
      return undefined;
    }
    const contentType = response.headers()["content-type"] ?? "";
    const textual = /css|manifest|json/.test(contentType) || url.endsWith(".webmanifest");
    return { status, contentType, body: textual ? await response.text() : "" };
  };

  const follow = (url: string, fetched: Fetched) => {
    const { pathname } = new URL(url);
    if (fetched.contentType.includes("text/html")) {
      pagesReached.add(pathname);
      // seo.test.ts checks that every page is served as built; its parsed document is shared.
      const { pages, files } = referencesIn(pageDocument(pathname));
      for (const href of [...pages, ...files]) enqueue(href, url);
    } else if (fetched.contentType.includes("css")) {
      for (const match of fetched.body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        if (!match[1]!.startsWith("data:")) enqueue(match[1]!, url);
      }
    } else if (/manifest|json/.test(fetched.contentType) || pathname.endsWith(".webmanifest")) {
      try {
        const manifest = JSON.parse(fetched.body) as {
          icons?: { src: string }[];
          screenshots?: { src: string }[];
          start_url?: string;
        };
        for (const icon of [...(manifest.icons ?? []), ...(manifest.screenshots ?? [])]) enqueue(icon.src, url);
        if (manifest.start_url) enqueue(manifest.start_url, url);
      } catch {
        // Not a manifest (e.g. a .data file is never linked from HTML); nothing to follow.
      }
    }
  };

  enqueue("/", baseURL);
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    const results = await Promise.all(batch.map(fetchOne));
    batch.forEach((url, index) => {
      const fetched = results[index];
      if (fetched) follow(url, fetched);
    });
  }
  return { followed: seen.size, failures, pagesReached };
}

test("a crawl from the home page finds no broken link or file and reaches every route", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { followed, failures, pagesReached } = await crawl(request, baseURL!);
  test.info().annotations.push({ type: "URLs followed", description: String(followed) });
  console.log(`crawl: ${followed} URLs followed, ${pagesReached.size} pages`);

  expect(failures).toEqual([]);
  const unreached = sitePages.map((entry) => entry.path).filter((path) => !pagesReached.has(path));
  expect(unreached, "routes no link leads to").toEqual([]);
});
