import { describe, expect, it } from "vitest";
import { business } from "../data/business";
import { sitePages } from "../config/site-pages";
import { type HeadTags, seo } from "./seo";

function content(tags: HeadTags, key: "name" | "property", value: string): string | undefined {
  return tags.meta.find((entry) => (entry as Record<string, string>)[key] === value)?.content;
}

function canonicalOf(tags: HeadTags): string | undefined {
  return tags.canonicalUrl;
}

const about = seo({
  title: "About Us",
  description: "Who we are.",
  pathname: "/about",
});

describe("seo()", () => {
  it("appends the company name to the page title", () => {
    expect(about.title).toBe(`About Us | ${business.name}`);
  });

  it("uses a full title as it is", () => {
    const tags = seo({
      title: "Movers in Decatur, GA",
      description: "d",
      pathname: "/movers-decatur-ga",
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
    expect(content(about, "property", "og:image")).toBe(`${business.siteUrl}/media/share-card.jpg`);
    expect(content(about, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(about, "name", "twitter:title")).toBe(`About Us | ${business.name}`);
    expect(content(about, "name", "twitter:image")).toBe(`${business.siteUrl}/media/share-card.jpg`);
  });

  it("gives the home page the site URL with a trailing slash as its canonical", () => {
    expect(
      canonicalOf(
        seo({
          title: "Home",
          description: "d",
          pathname: "/",
          fullTitle: true,
        }),
      ),
    ).toBe(`${business.siteUrl}/`);
  });

  it("declares the -atlanta URL canonical on a short alias path", () => {
    const tags = seo({
      title: "Residential Moving",
      description: "d",
      pathname: "/residential-moving",
    });
    expect(canonicalOf(tags)).toBe(`${business.siteUrl}/residential-moving-atlanta`);
    expect(content(tags, "property", "og:url")).toBe(`${business.siteUrl}/residential-moving-atlanta`);
  });

  it("gives every alias pair one canonical, and every other page its own", () => {
    for (const entry of sitePages) {
      const tags = seo({ title: "t", description: "d", pathname: entry.path });
      expect(canonicalOf(tags)).toBe(`${business.siteUrl}${entry.canonicalPath}`);
    }
  });

  it("treats a trailing slash as the same page", () => {
    expect(canonicalOf(seo({ title: "t", description: "d", pathname: "/about/" }))).toBe(`${business.siteUrl}/about`);
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

  it("never builds a URL from anything but business.siteUrl", () => {
    const forged = ["http://localhost/about", "//evil.example/about", "http://localhost:5173/", "/not-a-page"];
    for (const pathname of forged) {
      const tags = seo({ title: "t", description: "d", pathname });
      expect(canonicalOf(tags)).toBeUndefined();
      expect(JSON.stringify(tags)).not.toMatch(/localhost|evil\.example/);
    }
    for (const entry of sitePages) {
      const text = JSON.stringify(seo({ title: "t", description: "d", pathname: entry.path }));
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
      pathname: "/about",
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
