import type { MetaDescriptor } from "react-router";
import { business } from "../config/business";
import { canonicalPathFor } from "../config/site-pages";

export type SeoInput = {
  /** The page's own title; the company name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /** location.pathname from the route's meta function. */
  pathname?: string;
  /** Use the title as it is (the home page). */
  fullTitle?: boolean;
  noIndex?: boolean;
  /** Structured data objects for this page (rendered as JSON-LD scripts). */
  jsonLd?: object[];
};

/** Absolute URL from the configured site URL, never from the request (pre-rendering asks as localhost). */
export function absoluteUrl(path: string): string {
  return `${business.siteUrl}${path === "/" ? "/" : path}`;
}

export const shareImagePath = "/media/share-card.jpg";

/** Every page's head tags from one place: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function seo({ title, description, pathname, fullTitle = false, noIndex = false, jsonLd = [] }: SeoInput): MetaDescriptor[] {
  const pageTitle = fullTitle ? title : `${title} | ${business.name}`;
  const canonicalPath = pathname ? canonicalPathFor(pathname) : undefined;
  const url = canonicalPath ? absoluteUrl(canonicalPath) : undefined;
  const image = absoluteUrl(shareImagePath);
  const tags: Array<MetaDescriptor | false | undefined> = [
    { title: pageTitle },
    { name: "description", content: description },
    noIndex && { name: "robots", content: "noindex" },
    url ? { tagName: "link", rel: "canonical", href: url } : undefined,
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
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}
