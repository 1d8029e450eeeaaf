import { business } from "../config/business";
import { canonicalPathFor } from "../config/site-pages";
import { absoluteUrl, shareImagePath, structuredDataFor } from "./json-ld";

export { absoluteUrl, shareImagePath };

export type SeoInput = {
  /** The page's own title; the company name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /** The path the page is rendered at; leave it out on the 404 page. */
  pathname?: string;
  /** Use the title as it is (the home and city pages). */
  fullTitle?: boolean;
  noIndex?: boolean;
  /** The page's name in the breadcrumb trail, where the title reads badly there. */
  breadcrumbLabel?: string;
  /** Extra structured data for this page (each rendered as its own JSON-LD script). */
  jsonLd?: object[];
};

/** One <meta> tag: `name` for the standard and Twitter tags, `property` for Open Graph. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Everything a page puts in its <head> besides the site-wide tags (src/layouts/head-tags.astro renders it). */
export type HeadTags = {
  title: string;
  /** Absolute; absent on the 404 page. */
  canonicalUrl?: string;
  meta: MetaTag[];
  /** Each object is one <script type="application/ld+json">. */
  jsonLd: object[];
  /** The page's largest image, fetched before anything else (the home hero). */
  preloadImage?: { type: string; srcSet: string; sizes: string };
};

/** "/about/" and "/about" are one page. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * Every page's head tags from one place: title, description, canonical, Open Graph, Twitter
 * and the page's structured data, which is derived from the pathname (see json-ld.ts).
 * Alias paths resolve to their -atlanta canonical, so both URLs describe one page. Absolute
 * URLs come from business.siteUrl, never from the request.
 */
export function seo({
  title,
  description,
  pathname,
  fullTitle = false,
  noIndex = false,
  breadcrumbLabel,
  jsonLd = [],
}: SeoInput): HeadTags {
  const pageTitle = fullTitle ? title : `${title} | ${business.name}`;
  const canonicalPath = pathname ? canonicalPathFor(withoutTrailingSlash(pathname)) : undefined;
  const url = canonicalPath ? absoluteUrl(canonicalPath) : undefined;
  const image = absoluteUrl(shareImagePath);
  const meta: Array<MetaTag | false | undefined> = [
    { name: "description", content: description },
    noIndex && { name: "robots", content: "noindex" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: description },
    url ? { property: "og:url", content: url } : undefined,
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pageTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  return {
    title: pageTitle,
    canonicalUrl: url,
    meta: meta.filter((tag): tag is MetaTag => Boolean(tag)),
    jsonLd: [structuredDataFor({ canonicalPath, title, breadcrumbLabel }), ...jsonLd],
  };
}
