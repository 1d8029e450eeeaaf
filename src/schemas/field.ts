/** Builders for every content field, each with the label and description the editor shows (keystatic.config.ts). */
import { z } from "astro/zod";
import { placeholderPattern } from "./placeholders.ts";

/** What the editor shows beside a field. */
export type FieldInfo = { label: string; description: string };

type TextOptions = FieldInfo & {
  /** Shorter than this many characters is an error; 1 unless `optional`. */
  min?: number;
  max?: number;
  /** A value must match this, or the error says `message`. Without one, only known {names} may stand in braces. */
  pattern?: { regex: RegExp; message: string };
  /** Several lines in the editor: a paragraph rather than a heading. */
  multiline?: boolean;
  /** Filled into a new entry in the editor. */
  defaultValue?: string;
};

/** A line or paragraph of text. */
export function text({
  label,
  description,
  min = 1,
  max,
  pattern = placeholderPattern,
  multiline,
  defaultValue,
}: TextOptions) {
  // The editor's own words for these rules (Keystatic's), so the build and the editor say the same.
  let schema = z.string().min(min, min <= 1 ? "must not be empty" : `must be at least ${min} characters long`);
  if (max !== undefined) schema = schema.max(max, `must be no longer than ${max} characters`);
  schema = schema.regex(pattern.regex, pattern.message);
  return schema.meta({ title: label, description, multiline, defaultValue });
}

/** A paragraph: several lines in the editor. */
export function prose(options: Omit<TextOptions, "multiline">) {
  return text({ ...options, multiline: true });
}

/** Text that may be left empty; the editor writes nothing for it then. */
export function optionalText(options: Omit<TextOptions, "min">) {
  return text({ ...options, min: 0 }).optional();
}

/** An https:// address. */
export function url(info: FieldInfo) {
  return text({ ...info, pattern: { regex: /^https:\/\/[^\s/]+\.[^\s]+$/, message: "must be an https:// address" } });
}

/** An https:// address, or nothing (the part of the site that needs it then stays hidden). */
export function optionalUrl(info: FieldInfo) {
  return optionalText({
    ...info,
    pattern: { regex: /^https:\/\/[^\s/]+\.[^\s]+$/, message: "must be an https:// address, or empty" },
  });
}

type NumberOptions = FieldInfo & { min?: number; max?: number; defaultValue?: number };

function bounded<T extends z.ZodNumber>(schema: T, { min, max }: NumberOptions): T {
  let bounds = schema;
  if (min !== undefined) bounds = bounds.min(min, `must be at least ${min}`) as T;
  if (max !== undefined) bounds = bounds.max(max, `must be at most ${max}`) as T;
  return bounds;
}

/** A whole number. */
export function integer(options: NumberOptions) {
  const { label, description, defaultValue } = options;
  return bounded(z.number().int("must be a whole number"), options).meta({ title: label, description, defaultValue });
}

/** A number that may have decimals (a price, a rate). */
export function decimal(options: NumberOptions) {
  const { label, description, defaultValue } = options;
  return bounded(z.number(), options).meta({ title: label, description, defaultValue });
}

/** A yes-or-no box. */
export function checkbox({ label, description, defaultValue = false }: FieldInfo & { defaultValue?: boolean }) {
  return z.boolean().default(defaultValue).meta({ title: label, description });
}

/** "Confirmed by the owner": unticked, the launch check names the item as a sample. */
export function ownerConfirmed(
  what: string,
  description = `Tick once you have confirmed ${what}. Until then it is a sample, and the launch check names it.`,
) {
  return z.boolean().default(false).meta({
    title: "Confirmed by the owner",
    description,
    // The launch check finds every box by this mark (src/lib/fields/launch-check.ts): none is listed by hand.
    confirms: what,
  });
}

/**
 * The box on a file of words (a page, a city, the FAQ): the words were written without the
 * company, so the owner reads them as visitors see them and ticks it. Editing never ticks it.
 */
export function wordsConfirmed(what: string) {
  return ownerConfirmed(
    `${what}, read as visitors see it`,
    `Tick after reading ${what} on the site as visitors see it: every sentence is true of the company, and nothing is promised that the Terms of Service do not promise. Changing the words does not tick it; until it is ticked, the launch check names ${what}.`,
  );
}

/** One of a fixed set of values; `optionLabels` gives the editor's words for each. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  info: FieldInfo & { optionLabels?: Partial<Record<T[number], string>> },
) {
  const { label, description, optionLabels } = info;
  return z
    .enum(values, { error: `must be one of: ${values.join(", ")}` })
    .meta({ title: label, description, optionLabels });
}

type ListOptions = FieldInfo & {
  min?: number;
  max?: number;
  /** The item field the editor names each item by (its title, its question). */
  itemLabel?: string;
};

/** An ordered list: the editor can add, remove and reorder its items. One that may be empty may be left out. */
export function list<T extends z.ZodType>(item: T, { label, description, min = 0, max, itemLabel }: ListOptions) {
  let schema = z.array(item);
  const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
  if (min > 0) schema = schema.min(min, `must have at least ${items(min)}`);
  if (max !== undefined) schema = schema.max(max, `must have at most ${items(max)}`);
  const meta = { title: label, description, itemLabel };
  return min > 0 ? schema.meta(meta) : schema.default([]).meta(meta);
}

/** A list of entries of several fields each: `entry` says what one is, `options` what the list is. */
export function entries<T extends z.ZodRawShape>(entry: FieldInfo, fields: T, options: ListOptions) {
  return list(group(fields, entry), options);
}

/** The files Astro's image pipeline reads: the editor refuses an iPhone's HEIC as it is chosen, not at the build. */
const pictureFile = /\.(jpe?g|png|webp|avif)$/i;
const pictureFileMessage =
  "must be a JPEG, PNG, WebP or AVIF file (an iPhone's HEIC photo: export or share it as JPEG first)";

/** A picture uploaded into src/assets/<folder>/ with its alt text; a sample-… file is named by the launch check. */
export function picture({ label, description, folder }: FieldInfo & { folder: string }) {
  return group(
    {
      src: z.string().min(1, "must have a picture").regex(pictureFile, pictureFileMessage).meta({
        title: "Picture",
        description: "A photo (JPEG, PNG, WebP or AVIF), at least as wide as the site shows it.",
        picture: { folder },
      }),
      alt: text({
        label: "Alt text",
        description: "What the picture shows, in one sentence, for people who cannot see it.",
        min: 3,
        max: 200,
      }),
      confirmed: ownerConfirmed("that this sample picture may stay (a new picture needs no tick)"),
    },
    { label, description },
  ).meta({ title: label, description, isPicture: true });
}

/** A video uploaded into public/videos/, served as it is; empty shows no video. */
export function optionalVideo({ label, description }: FieldInfo) {
  return z
    .string()
    .regex(/^\/videos\/\S+$/, "must be a video in public/videos/")
    .optional()
    .meta({ title: label, description, video: { directory: "public/videos", publicPath: "/videos/" } });
}

/** The name of an entry of another collection (a city, a person); the editor offers only existing ones. */
export function relation(collection: string, { label, description }: FieldInfo) {
  return z.string().min(1, "must be chosen").meta({ title: label, description, relation: collection });
}

/** A link to a page of this site: its text and address, both required. */
export function siteLink({
  example,
  label = "Link",
  description = "A link to a page of this site.",
}: Partial<FieldInfo> & { example: string }) {
  return group(
    {
      label: text({ label: "Link text", description: "What the link says.", max: 60 }),
      address: text({
        label: "Link address",
        description: `Where it goes, like ${example}.`,
        max: 100,
        pattern: { regex: /^\/[a-z0-9\-/#]*$/, message: `must be a path on this site, like ${example}` },
      }),
    },
    { label, description },
  );
}

/** A link to a page of this site, or none: a list of at most one, so text and address come and go together. */
export function optionalSiteLink({ label, description, example }: FieldInfo & { example: string }) {
  return list(siteLink({ example }), { label, description, max: 1, itemLabel: "label" });
}

/** Items whose `id` repeats an earlier one's get "-2", "-3", …, so no two share an address or a stored tick. */
export function withUniqueIds<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.id) ?? 0) + 1;
    seen.set(item.id, count);
    return count === 1 ? item : { ...item, id: `${item.id}-${count}` };
  });
}

/** Fields that belong together (an address, a section of a page). */
export function group<T extends z.ZodRawShape>(shape: T, { label, description }: FieldInfo) {
  return z.object(shape).strict().meta({ title: label, description });
}

/** A calendar day, picked in the editor; the file holds it as 2026-11-25. */
export function date({ label, description }: FieldInfo) {
  return z.coerce.date({ error: "must be a date like 2026-11-25" }).meta({ title: label, description });
}
