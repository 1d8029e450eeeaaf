/** Builders for every content field, each with the label and description the editor shows (keystatic.config.ts). */
import { z } from "astro/zod";
import { placeholderPattern } from "./placeholders.ts";

type TextOptions = {
  /** The fewest characters: 1 unless set. */
  min?: number;
  /** The most characters. */
  max?: number;
  /**
   * A value must match the expression, or the error says the message; without one, only known {names} may stand in
   * braces.
   */
  pattern?: [RegExp, string];
  /** Several lines in the editor. */
  multiline?: boolean;
};

/** A line of text, or a paragraph (`multiline`). */
export function text(label: string, description: string, { min = 1, max, multiline, pattern }: TextOptions = {}) {
  const [regex, message] = pattern ?? placeholderPattern;
  // The editor's own words for these rules (Keystatic's), so the build and the editor say the same.
  let schema = z.string().min(min, min <= 1 ? "must not be empty" : `must be at least ${min} characters long`);
  if (max !== undefined) schema = schema.max(max, `must be no longer than ${max} characters`);
  return schema.regex(regex, message).meta({ title: label, description, multiline });
}

/** A paragraph: several lines in the editor. */
export const prose = (label: string, description: string, options: TextOptions = {}) =>
  text(label, description, { ...options, multiline: true });

/** An id in an address or a visitor's stored ticks: lowercase words joined by dashes, kept once set. */
export const key = (label: string, description: string) =>
  text(label, description, { max: 40, pattern: [/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and dashes"] });

/** Text that may be left empty; the editor writes nothing for it then. */
export const optionalText = (label: string, description: string, options: TextOptions = {}) =>
  text(label, description, { ...options, min: 0 }).optional();

const httpsAddress = /^https:\/\/[^\s/]+\.[^\s]+$/;

/** An https:// address. */
export const url = (label: string, description: string) =>
  text(label, description, { pattern: [httpsAddress, "must be an https:// address"] });

/** An https:// address, or nothing (the part of the site that needs it then stays hidden). */
export const optionalUrl = (label: string, description: string) =>
  optionalText(label, description, { pattern: [httpsAddress, "must be an https:// address, or empty"] });

type NumberOptions = {
  min: number;
  max: number;
  /** The value a new entry starts with. */
  defaultValue?: number;
};

const number = (schema: z.ZodNumber, label: string, description: string, { min, max, defaultValue }: NumberOptions) =>
  schema
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .meta({ title: label, description, defaultValue });

/** A whole number from `min` to `max`. */
export const integer = (label: string, description: string, options: NumberOptions) =>
  number(z.number().int("must be a whole number"), label, description, options);

/** A number from `min` to `max` that may have decimals (a price, a rate). */
export const decimal = (label: string, description: string, options: NumberOptions) =>
  number(z.number(), label, description, options);

/** A yes-or-no box. */
export const checkbox = (label: string, description: string, defaultValue = false) =>
  z.boolean().default(defaultValue).meta({ title: label, description });

/** "Confirmed by the owner": unticked, the launch check names the item as a sample. */
export function ownerConfirmed(
  what: string,
  description = `Tick once you have confirmed ${what}. Until then it is a sample, and the launch check names it.`,
) {
  // The launch check finds every box by its `confirms` mark (src/lib/fields/launch-check.ts): none is listed by hand.
  return z.boolean().default(false).meta({ title: "Confirmed by the owner", description, confirms: what });
}

/** The box on a file of words (a page, a city, the FAQ), written without the company: the owner reads and ticks it. */
export const wordsConfirmed = (what: string) =>
  ownerConfirmed(
    `${what}, read as visitors see it`,
    `Tick after reading ${what} on the site as visitors see it: every sentence is true of the company, and nothing is promised that the Terms of Service do not promise. Changing the words does not tick it; until it is ticked, the launch check names ${what}.`,
  );

/** One of a fixed set of values: a list of them, or a record of each one's name in the editor. */
export function choice<const T extends string>(
  label: string,
  description: string,
  values: readonly [T, ...T[]] | Record<T, string>,
) {
  const labelled = !Array.isArray(values);
  const keys = (labelled ? Object.keys(values) : values) as [T, ...T[]];
  return z
    .enum(keys, { error: `must be one of: ${keys.join(", ")}` })
    .meta({ title: label, description, optionLabels: labelled ? (values as Record<T, string>) : undefined });
}

/** How many items a list may hold, from `min` to `max` (the same number for exactly so many). */
export type Count = {
  min?: number;
  max?: number;
};

/** An ordered list: the editor can add, remove and reorder its items. One that may be empty may be left out. */
export function list<T extends z.ZodType>(
  label: string,
  description: string,
  item: T,
  /** `itemLabel`: the item field the editor names each item by (its title, its question). */
  { min = 0, max, itemLabel }: Count & { itemLabel?: string } = {},
) {
  let schema = z.array(item);
  const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
  if (min > 0) schema = schema.min(min, `must have at least ${items(min)}`);
  if (max !== undefined) schema = schema.max(max, `must have at most ${items(max)}`);
  const meta = { title: label, description, itemLabel };
  return min > 0 ? schema.meta(meta) : schema.default([]).meta(meta);
}

/** Fields that belong together (an address, a section of a page). */
export function group<T extends z.ZodRawShape>(label: string, description: string, shape: T) {
  return z.object(shape).strict().meta({ title: label, description });
}

/** The files Astro's image pipeline reads: the editor refuses an iPhone's HEIC as it is chosen, not at the build. */
const pictureFile = /\.(jpe?g|png|webp|avif)$/i;
const pictureFileMessage =
  "must be a JPEG, PNG, WebP or AVIF file (an iPhone's HEIC photo: export or share it as JPEG first)";

const altLabel = "Alt text";

/** A picture uploaded into src/assets/<folder>/ with its alt text; a sample-… file is named by the launch check. */
export function picture(label: string, description: string, folder: string) {
  return group(label, description, {
    src: z.string().min(1, "must have a picture").regex(pictureFile, pictureFileMessage).meta({
      title: "Picture",
      description: "A photo (JPEG, PNG, WebP or AVIF), at least as wide as the site shows it.",
      picture: { folder, label, altLabel },
    }),
    alt: text(
      altLabel,
      "What the picture shows, in one sentence, for people who cannot see it; a new picture empties it.",
      {
        min: 3,
        max: 200,
      },
    ),
    confirmed: ownerConfirmed("that this sample picture may stay (a new picture needs no tick)"),
  }).meta({ title: label, description, isPicture: true });
}

/** A video uploaded into public/videos/, served as it is; empty shows no video. */
export function optionalVideo(label: string, description: string) {
  return z
    .string()
    .regex(/^\/videos\/\S+$/, "must be a video in public/videos/")
    .optional()
    .meta({ title: label, description, video: { directory: "public/videos", publicPath: "/videos/" } });
}

/** The name of an entry of another collection (a city, a person); the editor offers only existing ones. */
export const relation = (label: string, description: string, collection: string) =>
  z.string().min(1, "must be chosen").meta({ title: label, description, relation: collection });

/** A link to a page of this site: its text and address, both required. */
export function siteLink(label: string, description: string, example: string) {
  return group(label, description, {
    label: text("Link text", "What the link says.", { max: 60 }),
    address: text("Link address", `Where it goes, like ${example}.`, {
      max: 100,
      pattern: [/^\/[a-z0-9\-/#]*$/, `must be a path on this site, like ${example}`],
    }),
  });
}

/** Links to pages of this site; with `max: 1`, a link or none, so text and address come and go together. */
export const siteLinks = (label: string, description: string, example: string, count: Count) =>
  list(label, description, siteLink("Link", "A link to a page of this site.", example), {
    ...count,
    itemLabel: "label",
  });

/** Items whose `id` repeats an earlier one's get "-2", "-3", …, so no two share an address or a stored tick. */
export function withUniqueIds<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.id) ?? 0) + 1;
    seen.set(item.id, count);
    return count === 1 ? item : { ...item, id: `${item.id}-${count}` };
  });
}

/** A calendar day, picked in the editor; the file holds it as 2026-11-25. */
export const date = (label: string, description: string) =>
  z.coerce.date({ error: "must be a date like 2026-11-25" }).meta({ title: label, description });
