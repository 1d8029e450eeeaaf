/**
 * The legal pages' text as the build renders it: the Markdown's HTML with the business values
 * filled in (escaped), cut into its numbered sections (src/lib/content/legal-sections.ts).
 */
import { getEntry, type CollectionEntry } from "astro:content";
import { legalSections } from "../lib/content/legal-sections";
import { fillPlaceholders, fillText } from "../lib/content/placeholders";
import { entryFile } from "../lib/content/site-content";
import { placeholders } from "./business";

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const htmlValues = Object.fromEntries(Object.entries(placeholders).map(([name, value]) => [name, escapeHtml(value)]));

export function legalText(entry: CollectionEntry<"legal">) {
  const where = entryFile("legal", entry.id);
  const html = fillText(entry.rendered?.html ?? "", htmlValues, `${where} → text`);
  return { page: fillPlaceholders(entry.data, placeholders, where), sections: legalSections(html) };
}

const terms = await getEntry("legal", "terms");
const booking = terms && legalText(terms).sections.find(({ id }) => id === "booking-and-estimates");
/** The estimate types as the Terms define them, as HTML: the items of its Booking and estimates list. */
export const termsEstimateTypes = [...(booking?.html.matchAll(/<li>([\s\S]*?)<\/li>/g) ?? [])].map(([, item]) => item!);
if (termsEstimateTypes.length === 0)
  throw new Error(
    'src/content/legal/terms.md: the Check us panel shows the estimate types from the list under "## Booking and estimates"; keep that heading and its list',
  );
