/** The launch check (`npm run check:launch`): every business value still a placeholder, every unconfirmed sample. */
import type { z } from "astro/zod";
import type { Business } from "../../schemas/business.ts";
import { defOf, unwrap } from "./zod-fields.ts";

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761): never a real profile or form. */
const reservedHost = /(^|\.)(example(\.com|\.net|\.org)?|test|invalid|localhost)$/i;

/** North American numbers 555-0100 to 555-0199 are set aside for fiction. */
const fictionalPhone = /^\+1\d{3}5550[1]\d{2}$/;

/** The made-up license numbers this repository ships with. */
const shippedLicenses = { usdot: "USDOT 1234567", mc: "MC 765432", georgiaHouseholdGoods: "HHG-000000" } as const;

/** A content file as the check sees it: its path, the schema of what it holds, and what it holds. */
export type ContentFile = { file: string; schema: z.ZodType; data: unknown };

/** Every string in the details that is a URL or an e-mail address, with its field path. */
function addresses(value: unknown, path: string[] = []): { field: string; value: string }[] {
  if (typeof value === "string")
    return /^https?:\/\/|@/.test(value) ? [{ field: ["business", ...path].join("."), value }] : [];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => addresses(child, [...path, key]));
  return [];
}

/** One line per value that is still a placeholder. */
function placeholderProblems(business: Business): string[] {
  const problems: string[] = [];
  if (fictionalPhone.test(business.phone.tel))
    problems.push(`business.phone = "${business.phone.display}": a fictional 555-01xx number`);
  for (const { field, value } of addresses(business)) {
    const host = value.includes("@") && !value.startsWith("http") ? value.split("@")[1] : URL.parse(value)?.hostname;
    if (host && reservedHost.test(host)) problems.push(`${field} = "${value}": ${host} is a reserved example host`);
    // A real site's profile with a made-up handle, such as facebook.com/libertyoakmovers.example.
    else if (/[._-]example\b/i.test(value)) problems.push(`${field} = "${value}": an example profile`);
  }
  if (/placeholder/i.test(business.quoteForm.formId))
    problems.push(`business.quoteForm.formId = "${business.quoteForm.formId}": the placeholder form id`);
  for (const [key, placeholder] of Object.entries(shippedLicenses)) {
    const value = business.licenses[key as keyof typeof shippedLicenses];
    if (value === placeholder)
      problems.push(`business.licenses.${key} = "${value}": the made-up number this site ships with`);
  }
  return problems;
}

/** Where a picture or video field points while it still holds the sample the site shipped with. */
const sample = /(^|\/)sample-[^/]*$/;

/**
 * One line per unticked "Confirmed by the owner" box and unconfirmed sample picture in a file, found by walking its
 * schema.
 */
export function unconfirmedSamples({ file, schema, data }: ContentFile): string[] {
  const walk = (field: z.ZodType, value: unknown, path: string): string[] => {
    const { core, meta } = unwrap(field);
    const def = defOf(core);
    const where = `${file} → ${path}`;
    if (meta.isPicture) {
      const picture = value as { src?: string; confirmed?: boolean } | undefined;
      return picture?.src && sample.test(picture.src) && !picture.confirmed
        ? [
            `${where}: the ${meta.title} is still the sample picture; upload the company's own, or tick its box to keep it`,
          ]
        : [];
    }
    if (meta.video)
      return typeof value === "string" && sample.test(value)
        ? [`${where}: the ${meta.title} is still the sample; upload the company's own, or remove it`]
        : [];
    if (meta.confirms) return value === true ? [] : [`${where}: not yet confirmed: ${meta.confirms}`];
    if (def.type === "object" && value && typeof value === "object")
      return Object.entries(def.shape).flatMap(([key, inner]) =>
        walk(inner as z.ZodType, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
      );
    if (def.type === "array" && Array.isArray(value))
      return value.flatMap((item, index) => {
        // The item's own name ("Sarah M."), from its `itemLabel` field.
        const name = meta.itemLabel && (item as Record<string, unknown> | null)?.[meta.itemLabel];
        const itemPath = `${path}.${index}${typeof name === "string" && name ? ` (${name})` : ""}`;
        return walk(def.element as z.ZodType, item, itemPath);
      });
    return [];
  };
  return walk(schema, data, "");
}

/** One line per field that still holds a placeholder or an unconfirmed sample; empty when the site may launch. */
export function launchProblems(business: Business, files: readonly ContentFile[]): string[] {
  return [...placeholderProblems(business), ...files.flatMap(unconfirmedSamples)];
}
