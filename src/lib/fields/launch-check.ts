/**
 * The launch check: every business value still a placeholder and every unconfirmed sample, grouped by the editor's
 * screens in the editor's own labels. `npm run check:launch` prints it; the editor's "Ready to launch?" page shows it.
 */
import type { z } from "astro/zod";
import type { Business } from "../../schemas/business.ts";
import { contentKinds, type ContentKey } from "../../schemas/index.ts";
import { servicePages, type ServicePageKey } from "../../schemas/services.ts";
import { guidePath, guidesPath } from "../content/guides.ts";
import { fieldsIn, itemText } from "./zod-fields.ts";

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761): never a real profile or form. */
const reservedHost = /(^|\.)(example(\.com|\.net|\.org)?|test|invalid|localhost)$/i;

/** North American numbers 555-0100 to 555-0199 are set aside for fiction. */
const fictionalPhone = /^\+1\d{3}5550[1]\d{2}$/;

/** The made-up license numbers this repository ships with. */
const shippedLicenses = { usdot: "USDOT 1234567", mc: "MC 765432", georgiaHouseholdGoods: "HHG-000000" } as const;

/**
 * A content file as the checks see it: its kind and name, its path, the schema of what it holds, what it holds, and
 * a Markdown file's body.
 */
export type ContentFile = {
  key: ContentKey;
  id: string;
  file: string;
  schema: z.ZodType;
  data: unknown;
  /** Why its YAML cannot be read, in plain words (then `data` is undefined). */
  slip?: string | undefined;
  /** A Markdown file's text below its frontmatter. */
  body?: string | undefined;
};

/** Each business value that is still a placeholder: the field in the editor's labels, and what is wrong with it. */
function placeholders(business: Business, schema: z.ZodType) {
  const fields = fieldsIn(schema, business);
  const found: { path: string[]; todo: string }[] = [];
  if (fictionalPhone.test(business.phone.tel))
    found.push({ path: ["phone"], todo: `"${business.phone.display}" is a made-up 555-01xx number` });
  for (const { path, value } of fields) {
    // A URL or an e-mail address.
    if (typeof value !== "string" || !/^https?:\/\/|@/.test(value)) continue;
    const host = value.includes("@") && !value.startsWith("http") ? value.split("@")[1] : URL.parse(value)?.hostname;
    if (host && reservedHost.test(host))
      found.push({ path, todo: `"${value}": ${host} is a reserved example address` });
    // A real site's profile with a made-up handle, such as facebook.com/libertyoakmovers.example.
    else if (/[._-]example\b/i.test(value)) found.push({ path, todo: `"${value}" is an example profile` });
  }
  if (/placeholder/i.test(business.quoteForm.formId))
    found.push({ path: ["quoteForm", "formId"], todo: `"${business.quoteForm.formId}" is the placeholder form id` });
  for (const [key, placeholder] of Object.entries(shippedLicenses))
    if (business.licenses[key as keyof typeof shippedLicenses] === placeholder)
      found.push({ path: ["licenses", key], todo: `"${placeholder}" is the made-up number this site ships with` });
  return found.map(({ path, todo }) => {
    const labels = fields.find((field) => field.path.join() === path.join())?.labels ?? path;
    return { field: labels.join(" → "), todo };
  });
}

/** Where a picture or video field points while it still holds the sample the site shipped with. */
const sample = /(^|\/)sample-[^/]*$/;

/**
 * Every unticked "Confirmed by the owner" box and unconfirmed sample picture or video in a file, each as the field in
 * the editor's labels ("Licenses → USDOT number") and what to do.
 */
export function unconfirmedSamples({ schema, data }: Pick<ContentFile, "schema" | "data">) {
  return fieldsIn(schema, data ?? {}).flatMap(({ labels, meta, value }) => {
    const item = (todo: string) => [{ field: labels.join(" → "), todo }];
    if (meta.isPicture) {
      const picture = value as { src?: string; confirmed?: boolean } | undefined;
      return picture?.src && sample.test(picture.src) && !picture.confirmed
        ? item("still the sample picture: upload the company's own, or tick its Confirmed by the owner box to keep it")
        : [];
    }
    if (meta.video)
      return typeof value === "string" && sample.test(value)
        ? item("still the sample video: upload the company's own, or remove it")
        : [];
    if (meta.confirms) return value === true ? [] : item(`tick it once you have confirmed ${meta.confirms}`);
    return [];
  });
}

/** Where visitors see what a file holds: its page, or the page that shows most of it. */
function visitorPath(key: ContentKey, id: string) {
  if (key === "cities") return `/movers-${id}-ga`;
  if (key === "guides") return guidePath(id);
  if (key === "legal") return `/${id}`;
  const elsewhere: Record<string, string> = {
    business: "/contact",
    people: guidesPath,
    faq: "/moving-faq",
    checklist: "/moving-checklist",
    towns: "/service-areas",
    homePage: "/",
    cityPages: "/movers-atlanta-ga",
    errorPages: "/404",
  };
  const kind = contentKinds[key];
  const page = kind.kind === "singleton" && /^pages\/(.+)$/.exec(kind.path)?.[1];
  return elsewhere[key] ?? (page ? (servicePages[page as ServicePageKey]?.path ?? `/${page}`) : "/");
}

/** The editor's name for a file's screen: the kind's label, and for a collection, the entry's own name. */
function screenOf({ key, id, data }: ContentFile) {
  const kind = contentKinds[key];
  if (kind.kind === "singleton") return { screen: kind.label, editorPath: `/keystatic/singleton/${key}` };
  const name = itemText((data as Record<string, unknown> | null)?.[kind.slugField]);
  return {
    screen: `${kind.label} → ${name || id}`,
    editorPath: `/keystatic/collection/${key}/item/${id}`,
  };
}

/**
 * Every field that still holds a placeholder or an unconfirmed sample, one group per screen of the editor, in its
 * order.
 */
export function launchGroups(business: Business, files: readonly ContentFile[]) {
  return files.flatMap((content) => {
    const items = [
      ...(content.key === "business" ? placeholders(business, content.schema) : []),
      ...unconfirmedSamples(content),
    ];
    if (items.length === 0) return [];
    return [{ ...screenOf(content), file: content.file, pagePath: visitorPath(content.key, content.id), items }];
  });
}

/** The items of one screen of the editor, with its address there and the page where visitors see it. */
export type LaunchGroup = ReturnType<typeof launchGroups>[number];

/** How many items are left, over every group. */
export const launchCount = (groups: readonly LaunchGroup[]) =>
  groups.reduce((count, group) => count + group.items.length, 0);

/** The check as text, count first: what `npm run check:launch` prints. */
export function launchReport(groups: readonly LaunchGroup[]) {
  const count = launchCount(groups);
  if (count === 0) return "Ready to launch: no placeholder or unconfirmed sample is left in the content.";
  return [
    `Not ready to launch: ${count} ${count === 1 ? "item" : "items"} to confirm or replace, on ${groups.length} ${groups.length === 1 ? "screen" : "screens"} of the editor (npm run edit or the admin editor, then "Ready to launch?"):`,
    ...groups.map(
      ({ screen, items }) => `${screen}\n${items.map(({ field, todo }) => `  - ${field}: ${todo}`).join("\n")}`,
    ),
  ].join("\n\n");
}
