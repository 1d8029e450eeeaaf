/** The parts many pages are made of, described once so every page reads the same way in the editor. */
import type { z } from "astro/zod";
import { choice, date, group, integer, list, optionalText, ownerConfirmed, prose, text, type Count } from "./field.ts";
import { iconNames } from "./icons.ts";

/** How the page appears in search results and shared links; `fullTitle` pages add nothing to their title. */
export const seo = ({ fullTitle = false } = {}) =>
  group("Search and sharing", "How the page appears in search results and shared links.", {
    title: text(
      "Page title",
      fullTitle
        ? "The whole browser-tab title and search result headline (nothing is added to it)."
        : "The browser tab and the search result's headline; the company name is added after it.",
      { max: 70 },
    ),
    description: prose(
      "Search description",
      "The two lines under the headline in search results (aim for 110–160 characters).",
      { min: 70, max: 200 },
    ),
  });

const eyebrowText = ["Eyebrow", "The short line in capitals above the heading."] as const;

/** The navy top of an inner page: its one h1, a paragraph and a few short trust points. */
export const hero = () =>
  group("Top of the page", "The headline and introduction at the top of the page.", {
    eyebrow: optionalText(...eyebrowText, { max: 60 }),
    title: text("Headline", "The page's main heading.", { max: 90 }),
    intro: prose("Introduction", "One or two sentences under the headline.", { max: 320 }),
    highlights: list(
      "Trust points",
      "Short points under the buttons; may be empty.",
      text("Point", "A few words.", { max: 60 }),
      { max: 5 },
    ),
  });

/** A section's eyebrow, heading and introduction. */
export const heading = (label: string, description: string) =>
  group(label, description, {
    eyebrow: optionalText(...eyebrowText, { max: 60 }),
    title: text("Heading", "The section's heading.", { max: 100 }),
    intro: prose("Introduction", "A sentence or two under the heading; may be empty.", { min: 0, max: 300 }).optional(),
  });

/**
 * A list of `item`s, `defaults` its length unless a page's `count` says otherwise; the editor names each by
 * `itemLabel`.
 */
const listOf =
  <T extends z.ZodType>(item: T, defaults: Count, itemLabel?: string) =>
  (label: string, description: string, count: Count = {}) =>
    list(label, description, item, { ...defaults, ...count, itemLabel });

/** A row of cards with an icon: benefits, services, values. */
export const cards = listOf(
  group("Card", "One card.", {
    icon: choice("Icon", "The picture on the card.", iconNames),
    title: text("Title", "The card's heading.", { max: 60 }),
    description: prose("Text", "A sentence or two.", { max: 320 }),
    details: list(
      "Points",
      "A short list under the text; may be empty.",
      text("Point", "One short point.", { max: 120 }),
    ),
  }),
  { min: 1 },
  "title",
);

/** Numbered steps of a process. */
export const steps = listOf(
  group("Step", "One step.", {
    title: text("Step", "The step's name.", { max: 60 }),
    description: prose("Text", "What happens in it.", { max: 320 }),
  }),
  { min: 2, max: 8 },
  "title",
);

/** Big figures with a label under each: "10,000+" and "Atlanta moves". */
export const stats = listOf(
  group("Figure", "One figure.", {
    value: text("Figure", "The figure as shown; use a name in braces, like {atlantaMoves}, for a business figure.", {
      max: 30,
    }),
    label: text("Label", "What the figure counts.", { max: 40 }),
  }),
  { min: 2, max: 6 },
  "label",
);

/** A list of short points with check marks. */
export const points = listOf(text("Point", "One point.", { max: 160 }), { min: 1 });

/**
 * A heading and a sentence or two over the call (and quote) buttons: the closing band, a help box, the end of a guide.
 */
export const callToAction = (
  label = "Closing call to action",
  description = "The band at the end of the page with the call and quote buttons.",
  body = "One or two sentences above the call and quote buttons.",
) =>
  group(label, description, {
    title: text("Heading", "A short question or invitation.", { max: 120 }),
    body: prose("Text", body, { max: 400 }),
  });

/** A call to action under an eyebrow, beside a video, a testimonial or a list; `fields` follow its text. */
export function introCallToAction<T extends z.ZodRawShape = {}>(
  label: string,
  description: string,
  body?: string,
  fields?: T,
) {
  const { shape } = callToAction(label, description, body);
  return group(label, description, { eyebrow: text(...eyebrowText, { max: 60 }), ...shape, ...(fields as T) });
}

/** Short titled paragraphs: local tips, notes for visitors; `title` is the label and description of a note's title. */
export function notes(label: string, description: string, title: [string, string], body: string, count: Count) {
  const note = group("Note", "One note.", {
    title: text(...title, { max: 80 }),
    body: prose("Text", body, { max: 500 }),
  });
  return list(label, description, note, { min: 1, ...count, itemLabel: "title" });
}

/** Where a testimonial was given, and the name the site shows for it. */
export const reviewSources = { google: "Google", yelp: "Yelp", bbb: "BBB", survey: "Our customer survey" } as const;

/** A customer's words, shown as the spec describes: stars, the quote, first name and last initial, and where. */
export const testimonial = () =>
  group("Testimonial", "One customer's words.", {
    quote: prose("Quote", "The customer's words, without quotation marks.", { min: 20, max: 500 }),
    name: text("Name", 'First name and last initial, like "Maria L."', {
      max: 30,
      pattern: [/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u, 'must be a first name and last initial, like "Maria L."'],
    }),
    descriptor: text("Where from", 'Like "Moved from Midtown to Decatur".', { max: 80 }),
    stars: integer("Stars", "The rating they gave, 1 to 5.", { min: 1, max: 5, defaultValue: 5 }),
    source: choice("Source", "Where the customer gave the review, shown under their name unless Not shown.", {
      none: "Not shown",
      ...reviewSources,
    }).default("none"),
    date: date("Date", "When the customer gave the review, shown as its month and year; may be empty.").optional(),
    confirmed: ownerConfirmed("that this is a real customer's review, shown with their permission"),
  });

/** A section of a page: its heading, then what it holds. */
export const section = <T extends z.ZodRawShape>(label: string, description: string, fields: T) =>
  group(label, description, { heading: heading("Heading", "The section's heading."), ...fields });
