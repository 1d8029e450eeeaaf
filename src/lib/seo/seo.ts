import { absoluteUrl, structuredDataFor, type SharePicture, type SiteFacts } from "./json-ld";

export type PageSeo = {
  /** The page's own title; the company name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /**
   * The address search engines should index (for an alias, its canonical twin); absent on error
   * pages. Pages leave it out: the layout derives it from their address (canonicalPathOf).
   */
  canonicalPath?: string;
  /** Use the title as it is (the home and city pages). */
  fullTitle?: boolean;
  noIndex?: boolean;
  /** The page's name in the breadcrumb trail, where the title reads badly there. */
  breadcrumbLabel?: string;
  /** Extra structured data for this page (each rendered as its own JSON-LD script). */
  jsonLd?: object[];
  /** The 1200×630 picture a shared link to this page shows; the site's share picture otherwise. */
  shareImage?: SharePicture;
  /** The pages between Home and this one in the breadcrumb trail (a guide's is the guides list). */
  breadcrumbParents?: { name: string; path: string }[];
  /** "article" for a guide; every other page is a "website". */
  ogType?: "website" | "article";
  /** The page's largest image, fetched before anything else (the home hero); `media` limits it to the screens that draw that source. */
  preloadImage?: { type: string; srcSet: string; sizes: string; media?: string };
};

/** One <meta> tag: `name` for the standard and Twitter tags, `property` for Open Graph. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Everything a page puts in its <head> besides the site-wide tags (src/layouts/site-layout.astro renders it). */
export type HeadTags = {
  title: string;
  /** Absolute; absent on the error pages. */
  canonicalUrl?: string;
  meta: MetaTag[];
  /** Each object is one <script type="application/ld+json">. */
  jsonLd: object[];
  preloadImage?: PageSeo["preloadImage"];
};

/**
 * Every page's head tags from one place: title, description, canonical, Open Graph, Twitter
 * and the page's structured data. Absolute URLs come from the business details' site address,
 * never from the request.
 */
export function seo(facts: SiteFacts, page: PageSeo): HeadTags {
  const { business } = facts;
  const { title, description, canonicalPath, fullTitle = false, noIndex = false, breadcrumbLabel, jsonLd = [] } = page;
  const { breadcrumbParents, ogType = "website" } = page;
  const pageTitle = fullTitle ? title : `${title} | ${business.name}`;
  const url = canonicalPath ? absoluteUrl(business, canonicalPath) : undefined;
  const shared = page.shareImage ?? facts.pictures.share;
  const image = absoluteUrl(business, shared.path);
  const meta: Array<MetaTag | false | undefined> = [
    { name: "description", content: description },
    noIndex && { name: "robots", content: "noindex" },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: description },
    url ? { property: "og:url", content: url } : undefined,
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: shared.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pageTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shared.alt },
  ];
  return {
    title: pageTitle,
    canonicalUrl: url,
    meta: meta.filter((tag): tag is MetaTag => Boolean(tag)),
    jsonLd: [structuredDataFor(facts, { canonicalPath, title, breadcrumbLabel, breadcrumbParents }), ...jsonLd],
    preloadImage: page.preloadImage,
  };
}
