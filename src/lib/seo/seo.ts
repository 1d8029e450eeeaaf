import { absoluteUrl, structuredDataFor, type SharePicture, type SiteFacts } from "./json-ld";

/** The size shared links (Open Graph, X cards) show a picture at; src/data/pictures.ts crops to it. */
export const shareCrop = { width: 1200, height: 630 };

export type PageSeo = {
  /** The page's own title; the company name is appended unless `fullTitle` is set (the home and city pages). */
  title: string;
  description: string;
  /** The address search engines should index (the layout derives it); absent on error pages. */
  canonicalPath?: string;
  fullTitle?: boolean;
  noIndex?: boolean;
  /** The page's name in the breadcrumb trail, where the title reads badly there. */
  breadcrumbLabel?: string;
  /** Extra structured data for this page. */
  jsonLd?: object[];
  /** The picture a shared link to this page shows; the site's share picture otherwise. */
  shareImage?: SharePicture;
  /** The pages between Home and this one in the breadcrumb trail (a guide's is the guides list). */
  breadcrumbParents?: { name: string; path: string }[];
  ogType?: "website" | "article";
  /**
   * The page's largest image, fetched before anything else (the home hero); `media` limits it to the screens that draw
   * that source.
   */
  preloadImage?: { type: string; srcSet: string; sizes: string; media?: string };
};

type MetaTag = { name: string; content: string } | { property: string; content: string };

/**
 * Every page's head tags (src/layouts/site-layout.astro renders them): title, description, canonical, Open Graph,
 * JSON-LD.
 */
export function seo(facts: SiteFacts, page: PageSeo) {
  const { business } = facts;
  const { title, description, canonicalPath, fullTitle = false, noIndex = false, ogType = "website" } = page;
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
    { property: "og:image:width", content: String(shareCrop.width) },
    { property: "og:image:height", content: String(shareCrop.height) },
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
    /** Each object is one <script type="application/ld+json">. */
    jsonLd: [structuredDataFor(facts, page), ...(page.jsonLd ?? [])],
    preloadImage: page.preloadImage,
  };
}
