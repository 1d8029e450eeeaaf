/**
 * Findability, checked on the built site as a crawler meets it: each page is served as built, with
 * its head tags, canonical URL and structured data; and the generated sitemap, robots.txt and web
 * manifest. The page list is what the build wrote (scripts/lib/site-urls.ts), the values from the
 * business details, and the pages' documents come from the shared parsed-page cache.
 */
import type { APIRequestContext } from "@playwright/test";
import { readBusiness, readSite } from "../../src/lib/content/content-files.ts";
import { canonicalPages, sitePages, type SitePage } from "../../scripts/lib/site-urls.ts";
import { pageDocument, readPage } from "./build-output";
import { expect, test } from "./fixtures";

const business = readBusiness();
const siteUrl = business.siteUrl;
const cities = readSite().cities();
const servicePaths = new Set<string>(
  readSite()
    .services()
    .flatMap((service) => [service.path, service.shortPath]),
);
const cityPaths = new Set<string>(cities.map((city) => city.path));

type JsonLdNode = Record<string, unknown> & { "@type"?: string | string[] };

type Head = {
  title: string;
  description: string | null;
  canonicals: string[];
  meta: Record<string, string | null>;
  jsonLd: string[];
  h1Count: number;
  lang: string;
  robots: string | null;
};

/** The head of a page as a crawler reads it from its HTML, before any script runs. */
function readHead(document: Document): Head {
  const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
  return {
    title: document.title,
    description: metaContent('meta[name="description"]'),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute("href") ?? "",
    ),
    meta: {
      "og:title": metaContent('meta[property="og:title"]'),
      "og:description": metaContent('meta[property="og:description"]'),
      "og:image": metaContent('meta[property="og:image"]'),
      "og:url": metaContent('meta[property="og:url"]'),
      "og:site_name": metaContent('meta[property="og:site_name"]'),
      "twitter:card": metaContent('meta[name="twitter:card"]'),
      "twitter:image": metaContent('meta[name="twitter:image"]'),
      "theme-color": metaContent('meta[name="theme-color"]'),
    },
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    ),
    h1Count: document.querySelectorAll("h1").length,
    lang: document.documentElement.lang,
    robots: metaContent('meta[name="robots"]'),
  };
}

/** Every node of every JSON-LD script, @graph containers unwrapped. */
function nodesOf(scripts: string[]): JsonLdNode[] {
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    const tops = Array.isArray(data) ? data : [data];
    return tops.flatMap((top) => (Array.isArray(top["@graph"]) ? (top["@graph"] as JsonLdNode[]) : [top]));
  });
}

function ofType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => [node["@type"]].flat().includes(type));
}

async function expectOk(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  return response;
}

test.describe("every page's head", () => {
  for (const entry of sitePages) {
    test(`${entry.path}: served as built, with title, description, canonical, social tags and structured data`, async ({
      request,
    }) => {
      const html = await (await expectOk(request, entry.path)).text();
      expect(html, `what the server sends for ${entry.path} is its built page`).toBe(readPage(entry.path));
      expect(html).not.toContain("localhost");
      const head = readHead(pageDocument(entry.path));

      expect(head.lang).toBe("en-US");
      expect(head.meta["theme-color"]).toBeTruthy();
      expect(head.h1Count).toBe(1);
      expect(head.robots).toBeNull();

      expect(head.title.length).toBeGreaterThan(0);
      expect(head.title.length, head.title).toBeLessThanOrEqual(60);
      expect(head.description?.length ?? 0).toBeGreaterThan(0);
      expect(head.description?.length ?? 0, head.description ?? "").toBeLessThanOrEqual(160);

      // One absolute canonical on the configured site, naming the page's canonical path, which exists.
      expect(head.canonicals).toHaveLength(1);
      const canonical = new URL(head.canonicals[0]!);
      expect(head.canonicals[0]!.startsWith(`${siteUrl}/`)).toBe(true);
      expect(canonical.origin).toBe(new URL(siteUrl).origin);
      expect(canonical.pathname).toBe(entry.canonicalPath);
      expect(sitePages.map((page) => page.path)).toContain(canonical.pathname);

      expect(head.meta["og:title"]).toBe(head.title);
      expect(head.meta["og:description"]).toBe(head.description);
      expect(head.meta["og:url"]).toBe(head.canonicals[0]);
      expect(head.meta["og:site_name"]).toBe(business.name);
      expect(head.meta["og:image"]).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/.+\\.(jpg|png)$`));
      expect(head.meta["twitter:card"]).toBe("summary_large_image");
      expect(head.meta["twitter:image"]).toBe(head.meta["og:image"]);

      expect(head.jsonLd.length).toBeGreaterThan(0);
      const nodes = nodesOf(head.jsonLd);
      const [company, ...others] = ofType(nodes, "MovingCompany");
      expect(others).toHaveLength(0);
      expect(company).toMatchObject({
        "@id": `${siteUrl}/#business`,
        name: business.name,
        url: `${siteUrl}/`,
        telephone: business.phone.tel,
        email: business.email,
        foundingDate: String(business.figures.foundedYear),
        address: {
          "@type": "PostalAddress",
          streetAddress: business.address.street,
          postalCode: business.address.postalCode,
        },
        geo: {
          latitude: business.address.latitude,
          longitude: business.address.longitude,
        },
      });
      // No price range the owner has not given.
      expect(company).not.toHaveProperty("priceRange");
      expect(company!.areaServed).toHaveLength(cities.length);
      expect(JSON.stringify(nodes)).not.toMatch(/"(aggregateRating|review)"/);
      expect(JSON.stringify(nodes)).not.toContain("localhost");

      const services = ofType(nodes, "Service");
      const breadcrumbs = ofType(nodes, "BreadcrumbList");
      if (servicePaths.has(entry.path) || cityPaths.has(entry.path)) {
        expect(services).toHaveLength(1);
        expect(services[0]).toMatchObject({
          provider: { "@id": company!["@id"] },
          url: head.canonicals[0],
        });
      } else expect(services).toHaveLength(0);
      if (entry.path === "/") expect(breadcrumbs).toHaveLength(0);
      else {
        expect(breadcrumbs).toHaveLength(1);
        const items = breadcrumbs[0]!.itemListElement as {
          name: string;
          item: string;
        }[];
        expect(items[0]).toMatchObject({ name: "Home", item: `${siteUrl}/` });
        expect(items.at(-1)?.item).toBe(head.canonicals[0]);
        if (cityPaths.has(entry.path)) expect(items.map((item) => item.name)[1]).toBe("Service Areas");
      }
    });
  }

  test("titles and descriptions are unique; each alias pair is one page", () => {
    const headOf = (entry: SitePage) => readHead(pageDocument(entry.path));

    for (const alias of sitePages.filter((entry) => entry.path !== entry.canonicalPath)) {
      const canonical = sitePages.find((entry) => entry.path === alias.canonicalPath)!;
      expect(headOf(alias).canonicals, alias.path).toEqual(headOf(canonical).canonicals);
      expect(headOf(alias).title, alias.path).toBe(headOf(canonical).title);
    }
    const titles = canonicalPages.map((entry) => headOf(entry).title);
    const descriptions = canonicalPages.map((entry) => headOf(entry).description);
    expect(
      titles.filter((title, index) => titles.indexOf(title) !== index),
      "repeated titles",
    ).toEqual([]);
    expect(
      descriptions.filter((text, index) => descriptions.indexOf(text) !== index),
      "repeated descriptions",
    ).toEqual([]);
  });

  test("the 404 page has no canonical and asks not to be indexed", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe(readPage("/404"));
    const head = readHead(pageDocument("/404"));
    expect(head.canonicals).toEqual([]);
    expect(head.meta["og:url"]).toBeNull();
    expect(head.robots).toBe("noindex");
    expect(head.h1Count).toBe(1);
    expect(head.lang).toBe("en-US");
  });
});

test.describe("site files", () => {
  test("the sitemap, at /sitemap.xml as at /sitemap-index.xml, lists exactly the canonical routes, absolute, each answering 200", async ({
    request,
  }) => {
    const index = await (await expectOk(request, "/sitemap.xml")).text();
    expect(index).toBe(await (await expectOk(request, "/sitemap-index.xml")).text());
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(sitemaps).toEqual([`${siteUrl}/sitemap-0.xml`]);
    const response = await expectOk(request, "/sitemap-0.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect([...locs].sort()).toEqual(canonicalPages.map((entry) => `${siteUrl}${entry.canonicalPath}`).sort());
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).not.toContain(`${siteUrl}/404`);
    for (const alias of sitePages.filter((entry) => entry.path !== entry.canonicalPath)) {
      expect(locs).not.toContain(`${siteUrl}${alias.path}`);
    }
    for (const loc of locs) await expectOk(request, new URL(loc).pathname);
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const text = await (await expectOk(request, "/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl.replace(/[.]/g, "\\.")}/sitemap\\.xml$`, "m"));
  });

  test("the web manifest parses, names the company and its icons answer 200", async ({ request }) => {
    const manifest = await (await expectOk(request, "/site.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: business.name,
      start_url: "/",
      display: "standalone",
      theme_color: "#0f2340",
      background_color: "#ffffff",
    });
    const icons = manifest.icons as {
      src: string;
      sizes: string;
      purpose?: string;
    }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of icons) {
      const response = await expectOk(request, icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });

  test("the document head links the manifest and icons, and the share image and logo are served", async ({
    request,
  }) => {
    // root.tsx renders these on every page, so one page shows them all.
    const expected = {
      'link[rel="manifest"]': "/site.webmanifest",
      'link[rel="icon"][type="image/svg+xml"]': "/favicon.svg",
      'link[rel="icon"][sizes="32x32"]': "/favicon-32.png",
      'link[rel="apple-touch-icon"]': "/apple-touch-icon.png",
    };
    const document = pageDocument("/");
    for (const [selector, href] of Object.entries(expected)) {
      expect(document.head.querySelector(selector)?.getAttribute("href"), selector).toBe(href);
      await expectOk(request, href);
    }
    const head = readHead(document);
    await expectOk(request, new URL(head.meta["og:image"]!).pathname);
    const company = ofType(nodesOf(head.jsonLd), "MovingCompany")[0]!;
    await expectOk(request, new URL(String(company.logo)).pathname);
  });
});
