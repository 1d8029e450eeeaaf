/** The parts many pages are made of, described once so every page reads the same way in the editor. */
import {
  checkbox,
  choice,
  date,
  entries,
  group,
  integer,
  list,
  optionalText,
  ownerConfirmed,
  picture,
  prose,
  text,
  wordsConfirmed,
  type FieldInfo,
} from "./field.ts";
import type { z } from "astro/zod";
import { iconNames } from "./icons.ts";

/** How many items a list may hold. */
type Count = { min?: number; max?: number };

/** How the page appears in search results and shared links; `fullTitle` pages add nothing to their title. */
export function seo({ fullTitle = false }: { fullTitle?: boolean } = {}) {
  return group(
    {
      title: text({
        label: "Page title",
        description: fullTitle
          ? "The whole browser-tab title and search result headline (nothing is added to it)."
          : "The browser tab and the search result's headline; the company name is added after it.",
        max: 70,
      }),
      description: prose({
        label: "Search description",
        description: "The two lines under the headline in search results (aim for 110–160 characters).",
        min: 70,
        max: 200,
      }),
    },
    { label: "Search and sharing", description: "How the page appears in search results and shared links." },
  );
}

const eyebrowInfo = { label: "Eyebrow", description: "The short line in capitals above the heading." };
const eyebrow = () => optionalText({ ...eyebrowInfo, max: 60 });

/** The navy top of an inner page: its one h1, a paragraph and a few short trust points. */
export function hero() {
  return group(
    {
      eyebrow: eyebrow(),
      title: text({ label: "Headline", description: "The page's main heading.", max: 90 }),
      intro: prose({ label: "Introduction", description: "One or two sentences under the headline.", max: 320 }),
      highlights: list(text({ label: "Point", description: "A few words.", max: 60 }), {
        label: "Trust points",
        description: "Short points under the buttons; may be empty.",
        max: 5,
      }),
    },
    { label: "Top of the page", description: "The headline and introduction at the top of the page." },
  );
}

/** The words of an inner page: how it appears in search results, its navy top, then its own sections. */
export function innerPage<T extends z.ZodRawShape>(label: string, description: string, sections: T) {
  return group(
    { wordsConfirmed: wordsConfirmed(`the ${label}`), seo: seo(), hero: hero(), ...sections },
    { label, description },
  );
}

/** The picture beside an inner page's headline, uploaded into src/assets/<folder>/. */
export const heroPicture = (folder: string) =>
  picture({
    label: "Hero picture",
    description: "The picture beside the headline on wider screens (a landscape photo, 1200 pixels or more across).",
    folder,
  });

/** A section's eyebrow, heading and introduction. */
export function heading(label: string, description: string) {
  return group(
    {
      eyebrow: eyebrow(),
      title: text({ label: "Heading", description: "The section's heading.", max: 100 }),
      intro: optionalText({
        label: "Introduction",
        description: "A sentence or two under the heading; may be empty.",
        max: 300,
        multiline: true,
      }),
    },
    { label, description },
  );
}

/** A card with an icon: a benefit, a service, a value. */
export function card() {
  return group(
    {
      icon: choice(iconNames, { label: "Icon", description: "The picture on the card." }),
      title: text({ label: "Title", description: "The card's heading.", max: 60 }),
      description: prose({ label: "Text", description: "A sentence or two.", max: 320 }),
      details: list(text({ label: "Point", description: "One short point.", max: 120 }), {
        label: "Points",
        description: "A short list under the text; may be empty.",
      }),
    },
    { label: "Card", description: "One card." },
  );
}

/** A row of cards. */
export function cards(label: string, description: string, { min = 1, max }: Count = {}) {
  return list(card(), { label, description, min, max, itemLabel: "title" });
}

/** Numbered steps of a process. */
export function steps(label: string, description: string, { min = 2, max = 8 }: Count = {}) {
  return entries(
    { label: "Step", description: "One step." },
    {
      title: text({ label: "Step", description: "The step's name.", max: 60 }),
      description: prose({ label: "Text", description: "What happens in it.", max: 320 }),
    },
    { label, description, min, max, itemLabel: "title" },
  );
}

/** Big figures with a label under each: "10,000+" and "Atlanta moves". */
export function stats(label: string, description: string, { min = 2, max = 6 }: Count = {}) {
  return entries(
    { label: "Figure", description: "One figure." },
    {
      value: text({
        label: "Figure",
        description: "The figure as shown; use a name in braces, like {atlantaMoves}, for a business figure.",
        max: 30,
      }),
      label: text({ label: "Label", description: "What the figure counts.", max: 40 }),
    },
    { label, description, min, max, itemLabel: "label" },
  );
}

/** A list of short points with check marks. */
export function points(label: string, description: string, { min = 1, max }: Count = {}) {
  return list(text({ label: "Point", description: "One point.", max: 160 }), { label, description, min, max });
}

/** The heading and text of a call to action; `body` says what the text is, for the editor. */
function callToActionFields(body = "One or two sentences above the call and quote buttons.") {
  return {
    title: text({ label: "Heading", description: "A short question or invitation.", max: 120 }),
    body: prose({ label: "Text", description: body, max: 400 }),
  };
}

/** A heading and a sentence or two over the call (and quote) buttons: the closing band, a help box, the end of a guide. */
export function callToAction(
  label = "Closing call to action",
  description = "The band at the end of the page with the call and quote buttons.",
  body?: string,
) {
  return group(callToActionFields(body), { label, description });
}

/** A call to action under an eyebrow, beside a video, a testimonial or a list; `fields` follow its text. */
export function introCallToAction<T extends z.ZodRawShape = {}>(
  label: string,
  description: string,
  body?: string,
  fields?: T,
) {
  const eyebrow = text({ ...eyebrowInfo, max: 60 });
  return group({ eyebrow, ...callToActionFields(body), ...(fields as T) }, { label, description });
}

/** Short titled paragraphs: local tips, notes for visitors. */
export function notes(
  label: string,
  description: string,
  item: { title: FieldInfo; body: string },
  { min = 1, max }: Count = {},
) {
  const note = group(
    { title: text({ ...item.title, max: 80 }), body: prose({ label: "Text", description: item.body, max: 500 }) },
    { label: "Note", description: "One note." },
  );
  return list(note, { label, description, min, max, itemLabel: "title" });
}

/** Where a testimonial was given, and the name the site shows for it. */
export const reviewSources = { google: "Google", yelp: "Yelp", bbb: "BBB", survey: "Our customer survey" } as const;
type ReviewSource = keyof typeof reviewSources;
const reviewSourceKeys = Object.keys(reviewSources) as [ReviewSource, ...ReviewSource[]];

/** A customer's words, shown as the spec describes: stars, the quote, first name and last initial, and where. */
export function testimonial() {
  return group(
    {
      quote: prose({
        label: "Quote",
        description: "The customer's words, without quotation marks.",
        min: 20,
        max: 500,
      }),
      name: text({
        label: "Name",
        description: 'First name and last initial, like "Maria L."',
        max: 30,
        pattern: {
          regex: /^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u,
          message: 'must be a first name and last initial, like "Maria L."',
        },
      }),
      descriptor: text({ label: "Where from", description: 'Like "Moved from Midtown to Decatur".', max: 80 }),
      stars: integer({ label: "Stars", description: "The rating they gave, 1 to 5.", min: 1, max: 5, defaultValue: 5 }),
      source: choice(["none", ...reviewSourceKeys], {
        label: "Source",
        description: "Where the customer gave the review, shown under their name unless Not shown.",
        optionLabels: { none: "Not shown", ...reviewSources },
      }).default("none"),
      date: date({
        label: "Date",
        description: "When the customer gave the review, shown as its month and year; may be empty.",
      }).optional(),
      confirmed: ownerConfirmed("that this is a real customer's review, shown with their permission"),
    },
    { label: "Testimonial", description: "One customer's words." },
  );
}

/** Whether the page shows a part that only some pages have. */
export const shown = (label: string, description: string) => checkbox({ label, description, defaultValue: true });

/** A section of a page: its heading, then what it holds. */
export function section<T extends z.ZodRawShape>(label: string, description: string, fields: T) {
  return group({ heading: heading("Heading", "The section's heading."), ...fields }, { label, description });
}

/** A section of cards under its heading. */
export function cardSection(label: string, description: string, count: Count = {}) {
  return section(label, description, { items: cards("Cards", description, count) });
}

/** A section of numbered steps under its heading. */
export function stepsSection(label: string, description: string, count: Count = {}) {
  return section(label, description, { steps: steps("Steps", description, count) });
}

/** A heading's words alone, without eyebrow or introduction. */
export const headingText = (label: string, description: string, max = 60) => text({ label, description, max });

/** The heading over a page's quote form. */
export const quoteHeading = () => heading("Quote form section", "The heading over this page's quote form.");

/** The heading over a page's testimonials. */
export const reviewsHeading = (what = "testimonial") => heading("Reviews section", `The heading over the ${what}.`);

/** The heading over a service page's questions. */
export const questionsHeading = () =>
  headingText("Questions heading", "The heading over this page's questions (FAQ, Also on).", 80);

/** Advertised price tiers side by side, each with a quote button, and the fine print under them. */
export function pricing(label: string, description: string) {
  return section(label, description, {
    tiers: entries(
      { label: "Tier", description: "One price tier." },
      {
        name: text({
          label: "Name",
          description:
            "The tier's name: a name of the business details, like {storageBasicTier} or {packingPartialTier} packing.",
          max: 40,
        }),
        price: text({
          label: "Price",
          description: "The advertised starting price: a price of the business details, like {packingFullService}.",
          max: 30,
        }),
        unit: text({ label: "Per", description: 'What the price is per: "hour" or "day".', max: 12 }),
        summary: prose({ label: "Summary", description: "One sentence under the price.", max: 200 }),
        includes: points("Includes", "What the tier includes.", { min: 1, max: 6 }),
        badge: optionalText({
          label: "Badge",
          description: "A short label that also highlights the tier; may be empty.",
          max: 30,
        }),
      },
      { label: "Tiers", description: "The tiers, cheapest first.", min: 1, max: 4, itemLabel: "name" },
    ),
    note: prose({ label: "Fine print", description: "What the advertised prices mean, under the tiers.", max: 300 }),
  });
}

/** Figures under a heading: "{totalMoves}" and "Successful moves". */
export const statsSection = (label: string, description: string) =>
  section(label, description, { stats: stats("Figures", description, { min: 2, max: 6 }) });

/** A heading beside a checklist card. */
export const checklistSection = (label: string, description: string) =>
  section(label, description, { items: points("Items", description, { min: 2, max: 12 }) });
