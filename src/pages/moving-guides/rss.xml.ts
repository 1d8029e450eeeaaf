/** The guides' RSS feed, newest first; every page's head links it. Drafts never reach it. */
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { business } from "../../data/business";
import { singleton } from "../../data/content";
import { guides } from "../../data/guides";
import { feedTitle, guidesPath } from "../../lib/content/guides";

export const GET: APIRoute = async () => {
  return rss({
    title: feedTitle(business.name),
    description: singleton("guidesPage").seo.description,
    // The configured site URL, never the request's (pre-rendering asks as localhost).
    site: `${business.siteUrl}${guidesPath}`,
    trailingSlash: false,
    items: (await guides())
      .filter((guide) => !guide.draft)
      .map((guide) => ({
        title: guide.title,
        description: guide.summary,
        link: `${business.siteUrl}${guide.path}`,
        pubDate: guide.published,
      })),
    customData: "<language>en-us</language>",
  });
};
