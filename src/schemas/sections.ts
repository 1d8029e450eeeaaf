/**
 * The parts many pages are made of (a page's search listing, its hero, a section's heading, a
 * row of cards), described once so every page's schema reads the same way in the editor.
 */
import { checkbox, choice, group, integer, list, optionalText, ownerConfirmed, prose, text } from "./field.ts";
import { iconNames } from "./icons.ts";

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

const eyebrow = () =>
  optionalText({ label: "Eyebrow", description: "The short line in capitals above the heading.", max: 60 });

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
export function cards(label: string, description: string, { min = 1, max }: { min?: number; max?: number } = {}) {
  return list(card(), { label, description, min, max, itemLabel: "title" });
}

/** Numbered steps of a process. */
export function steps(label: string, description: string, { min = 2, max = 8 }: { min?: number; max?: number } = {}) {
  return list(
    group(
      {
        title: text({ label: "Step", description: "The step's name.", max: 60 }),
        description: prose({ label: "Text", description: "What happens in it.", max: 320 }),
      },
      { label: "Step", description: "One step." },
    ),
    { label, description, min, max, itemLabel: "title" },
  );
}

/** Big figures with a label under each: "10,000+" and "Atlanta moves". */
export function stats(label: string, description: string, { min = 2, max = 6 }: { min?: number; max?: number } = {}) {
  return list(
    group(
      {
        value: text({
          label: "Figure",
          description: "The figure as shown; use a name in braces, like {atlantaMoves}, for a business figure.",
          max: 30,
        }),
        label: text({ label: "Label", description: "What the figure counts.", max: 40 }),
      },
      { label: "Figure", description: "One figure." },
    ),
    { label, description, min, max, itemLabel: "label" },
  );
}

/** A list of short points with check marks. */
export function points(label: string, description: string, { min = 1, max }: { min?: number; max?: number } = {}) {
  return list(text({ label: "Point", description: "One point.", max: 160 }), { label, description, min, max });
}

/** The closing band: a heading, a sentence, and the call and quote buttons. */
export function callToAction(label = "Closing call to action") {
  return group(
    {
      title: text({ label: "Heading", description: "A short question or invitation.", max: 80 }),
      body: prose({ label: "Text", description: "One or two sentences above the call and quote buttons.", max: 300 }),
    },
    { label, description: "The band at the end of the page with the call and quote buttons." },
  );
}

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
      source: optionalText({
        label: "Source",
        description: "Where the review was given (for your records, not shown), like a review site and date.",
        max: 120,
      }),
      confirmed: ownerConfirmed("that this is a real customer's review, shown with their permission"),
    },
    { label: "Testimonial", description: "One customer's words." },
  );
}

/** Whether the page shows a part that only some pages have. */
export const shown = (label: string, description: string) => checkbox({ label, description, defaultValue: true });

/** A section of cards under its heading. */
export function cardSection(label: string, description: string, count: { min?: number; max?: number } = {}) {
  return group(
    { heading: heading("Heading", "The section's heading."), items: cards("Cards", description, count) },
    { label, description },
  );
}

/** A section of numbered steps under its heading. */
export function stepsSection(label: string, description: string, count: { min?: number; max?: number } = {}) {
  return group(
    { heading: heading("Heading", "The section's heading."), steps: steps("Steps", description, count) },
    { label, description },
  );
}

/** Advertised price tiers side by side, each with a quote button, and the fine print under them. */
export function pricing(label: string, description: string) {
  return group(
    {
      heading: heading("Heading", "The section's heading."),
      tiers: list(
        group(
          {
            name: text({ label: "Name", description: "The tier's name.", max: 40 }),
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
          { label: "Tier", description: "One price tier." },
        ),
        { label: "Tiers", description: "The tiers, cheapest first.", min: 1, max: 4, itemLabel: "name" },
      ),
      note: prose({ label: "Fine print", description: "What the advertised prices mean, under the tiers.", max: 300 }),
    },
    { label, description },
  );
}

/** Figures under a heading: "{totalMoves}" and "Successful moves". */
export function statsSection(label: string, description: string) {
  return group(
    { heading: heading("Heading", "The section's heading."), stats: stats("Figures", description, { min: 2, max: 6 }) },
    { label, description },
  );
}

/** A heading beside a checklist card. */
export function checklistSection(label: string, description: string) {
  return group(
    { heading: heading("Heading", "The section's heading."), items: points("Items", description, { min: 2, max: 12 }) },
    { label, description },
  );
}
