/**
 * The legal pages' text as the build renders it: the Markdown step's numbered sections (src/lib/content/markdown.ts).
 */
import { getEntry, render, type CollectionEntry } from "astro:content";
import { fillPlaceholders } from "../lib/content/placeholders";
import { contentFile } from "../lib/content/site-content";
import { placeholders } from "./business";

export async function legalText(entry: CollectionEntry<"legal">) {
  const { headings, remarkPluginFrontmatter } = await render(entry);
  const html: string[] = remarkPluginFrontmatter.sectionHtml;
  const sections = headings
    .filter(({ depth }) => depth === 2)
    .map(({ slug, text }, index) => ({ id: slug, title: text, html: html[index]! }));
  return { page: fillPlaceholders(entry.data, placeholders, contentFile("legal", entry.id)), sections };
}

const terms = await getEntry("legal", "terms");
const booking = terms && (await legalText(terms)).sections.find(({ id }) => id === "booking-and-estimates");
/** The estimate types as the Terms define them, as HTML: the items of its Booking and estimates list. */
export const termsEstimateTypes = [...(booking?.html.matchAll(/<li>([\s\S]*?)<\/li>/g) ?? [])].map(([, item]) => item!);
if (termsEstimateTypes.length === 0)
  throw new Error(
    'src/content/legal/terms.md: the Check us panel shows the estimate types from the list under "## Booking and estimates"; keep that heading and its list',
  );
