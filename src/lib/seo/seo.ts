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
  // Each tag's name and content; a tag without content is left out. Open Graph's are properties, the rest names.
  const tags: [string, string | false | undefined][] = [
    ["description", description],
    ["robots", noIndex && "noindex"],
    ["og:type", ogType],
    ["og:site_name", business.name],
    ["og:title", pageTitle],
    ["og:description", description],
    ["og:url", url],
    ["og:image", image],
    ["og:image:width", String(shareCrop.width)],
    ["og:image:height", String(shareCrop.height)],
    ["og:image:alt", shared.alt],
    ["og:locale", "en_US"],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", pageTitle],
    ["twitter:description", description],
    ["twitter:image", image],
    ["twitter:image:alt", shared.alt],
  ];
  return {
    title: pageTitle,
    canonicalUrl: url,
    meta: tags.flatMap(([name, content]): MetaTag[] =>
      !content ? [] : name.startsWith("og:") ? [{ property: name, content }] : [{ name, content }],
    ),
    /** Each object is one <script type="application/ld+json">. */
    jsonLd: [structuredDataFor(facts, page), ...(page.jsonLd ?? [])],
    preloadImage: page.preloadImage,
  };
}
