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

function srcsetUrls(srcset: string | null): string[] {
  if (!srcset) return [];
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code[0] === "#")
      return String.fromCodePoint(code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return named[code.toLowerCase()] ?? entity;
  });
}

type Tag = { name: string; attributes: Map<string, string> };

/**
 * The start tags of a React-rendered page with their attributes. Script bodies and comments
 * are dropped first, so markup-like text inside them is never mistaken for a link.
 */
function startTags(html: string): Tag[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, "").replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>");
  const tags: Tag[] = [];
  for (const match of markup.matchAll(/<([a-z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? "").matchAll(
      /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g,
    )) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""));
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

/** The URLs one HTML page refers to: pages to crawl further, and files to fetch. */
function referencesIn(html: string): { pages: string[]; files: string[] } {
  const pages: string[] = [];
  const files: string[] = [];
  for (const { name, attributes } of startTags(html)) {
    const get = (attribute: string) => attributes.get(attribute) || undefined;
    if (name === "a" && get("href")) pages.push(get("href")!);
    if (["img", "script", "source", "video", "audio", "track"].includes(name) && get("src")) files.push(get("src")!);
    if (["img", "source"].includes(name)) files.push(...srcsetUrls(get("srcset") ?? null));
    if (name === "video" && get("poster")) files.push(get("poster")!);
    if (
      name === "meta" &&
      ["og:image", "twitter:image"].includes(get("property") ?? get("name") ?? "") &&
      get("content")
    )
      files.push(get("content")!);
    if (name === "link" && get("href") && (get("rel") ?? "").split(/\s+/).some((rel) => linkRels.has(rel)))
      files.push(get("href")!);
  }
  return { pages, files };
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
    const textual = /html|css|manifest|json/.test(contentType) || url.endsWith(".webmanifest");
    return { status, contentType, body: textual ? await response.text() : "" };
  };

  const follow = (url: string, fetched: Fetched) => {
    const { pathname } = new URL(url);
    if (fetched.contentType.includes("text/html")) {
      pagesReached.add(pathname);
      const { pages, files } = referencesIn(fetched.body);
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
