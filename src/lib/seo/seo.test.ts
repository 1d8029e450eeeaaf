import { describe, expect, it } from "vitest";
import { business, pagePaths, siteFacts } from "../../../tests/support/site-facts";
import { type PageSeo, seo as seoFor } from "./seo";

const seo = (page: PageSeo) => seoFor(siteFacts, page);
type HeadTags = ReturnType<typeof seo>;

function content(tags: HeadTags, key: "name" | "property", value: string): string | undefined {
  return tags.meta.find((entry) => (entry as Record<string, string>)[key] === value)?.content;
}

function canonicalOf(tags: HeadTags): string | undefined {
  return tags.canonicalUrl;
}

const about = seo({
  title: "About Us",
  description: "Who we are.",
  canonicalPath: "/about",
});

describe("seo()", () => {
  it("appends the company name to the page title", () => {
    expect(about.title).toBe(`About Us | ${business.name}`);
  });

  it("uses a full title as it is", () => {
    const tags = seo({
      title: "Movers in Decatur, GA",
      description: "d",
      canonicalPath: "/movers-decatur-ga",
      fullTitle: true,
    });
    expect(tags.title).toBe("Movers in Decatur, GA");
  });

  it("returns the description, canonical link, Open Graph and Twitter tags", () => {
    const url = `${business.siteUrl}/about`;
    expect(content(about, "name", "description")).toBe("Who we are.");
    expect(canonicalOf(about)).toBe(url);
    expect(content(about, "property", "og:title")).toBe(`About Us | ${business.name}`);
    expect(content(about, "property", "og:description")).toBe("Who we are.");
    expect(content(about, "property", "og:url")).toBe(url);
    expect(content(about, "property", "og:site_name")).toBe(business.name);
    expect(content(about, "property", "og:image")).toBe(`${business.siteUrl}${siteFacts.pictures.share.path}`);
    expect(content(about, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(about, "name", "twitter:title")).toBe(`About Us | ${business.name}`);
    expect(content(about, "name", "twitter:image")).toBe(`${business.siteUrl}${siteFacts.pictures.share.path}`);
    expect(content(about, "property", "og:image:alt")).toBe(siteFacts.pictures.share.alt);
  });

  it("shares a page's own picture where it has one (a guide's cover)", () => {
    const guide = seo({
      title: "Packing a kitchen",
      description: "d",
      canonicalPath: "/moving-guides/packing-a-kitchen",
      shareImage: { path: "/_astro/cover.jpg", alt: "Plates wrapped in paper" },
    });
    expect(content(guide, "property", "og:image")).toBe(`${business.siteUrl}/_astro/cover.jpg`);
    expect(content(guide, "name", "twitter:image:alt")).toBe("Plates wrapped in paper");
  });

  it("gives the home page the site URL with a trailing slash as its canonical", () => {
    expect(
      canonicalOf(
        seo({
          title: "Home",
          description: "d",
          canonicalPath: "/",
          fullTitle: true,
        }),
      ),
    ).toBe(`${business.siteUrl}/`);
  });

  it("gives the 404 page noindex and no canonical or og:url", () => {
    const tags = seo({
      title: "Page not found",
      description: "d",
      noIndex: true,
    });
    expect(content(tags, "name", "robots")).toBe("noindex");
    expect(canonicalOf(tags)).toBeUndefined();
    expect(content(tags, "property", "og:url")).toBeUndefined();
  });

  it("leaves robots alone on indexable pages", () => {
    expect(content(about, "name", "robots")).toBeUndefined();
  });

  it("never builds a URL from anything but the configured site address", () => {
    for (const path of pagePaths) {
      const text = JSON.stringify(seo({ title: "t", description: "d", canonicalPath: path }));
      const urls = text.match(/https?:\/\/[^"\s]+/g) ?? [];
      const allowed = [business.siteUrl, "https://schema.org", ...Object.values(business.social).filter(Boolean)];
      for (const url of urls)
        expect(
          allowed.some((prefix) => prefix && url.startsWith(prefix)),
          url,
        ).toBe(true);
    }
  });

  it("renders the structured data as one JSON-LD graph, plus any extra objects the page passes", () => {
    const extra = { "@context": "https://schema.org", "@type": "FAQPage" };
    const { jsonLd } = seo({
      title: "t",
      description: "d",
      canonicalPath: "/about",
      jsonLd: [extra],
    });
    expect(jsonLd).toHaveLength(2);
    expect(jsonLd[0]).toMatchObject({
      "@context": "https://schema.org",
      "@graph": expect.any(Array),
    });
    expect(jsonLd[1]).toEqual(extra);
  });
});
