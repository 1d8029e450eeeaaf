/**
 * The launch check: a site must never go live with a placeholder in it. `npm run check:launch`
 * (and `npm run build:production`, which runs it first) fails, naming every field, while any
 * business value is still one of the shipped placeholders. `npm test` and `npm run build` keep
 * working with them, so the project runs out of the box.
 */
import type { Business } from "./business";

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761): never a real profile or form. */
const reservedHost = /(^|\.)(example(\.com|\.net|\.org)?|test|invalid|localhost)$/i;

/** North American numbers 555-0100 to 555-0199 are set aside for fiction. */
const fictionalPhone = /^\+1\d{3}5550[1]\d{2}$/;

/** The made-up licence numbers and form id this repository ships with. */
const shippedPlaceholders = {
  usdot: "USDOT 1234567",
  mc: "MC 765432",
} as const;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** Every string in the config that is a URL or an e-mail address, with its field path. */
function addresses(value: unknown, path: string[] = []): { field: string; value: string }[] {
  if (typeof value === "string")
    return /^https?:\/\/|@/.test(value) ? [{ field: ["business", ...path].join("."), value }] : [];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => addresses(child, [...path, key]));
  return [];
}

/** One line per field that still holds a placeholder; empty when the site may launch. */
export function launchProblems(config: Business): string[] {
  const problems: string[] = [];
  if (fictionalPhone.test(config.phone.tel))
    problems.push(`business.phone.tel = "${config.phone.tel}": a fictional 555-01xx number`);
  for (const { field, value } of addresses(config)) {
    const host = value.includes("@") && !value.startsWith("http") ? value.split("@")[1] : hostOf(value);
    if (host && reservedHost.test(host)) problems.push(`${field} = "${value}": ${host} is a reserved example host`);
    // A real site's profile with a made-up handle, such as facebook.com/libertyoakmovers.example.
    else if (/[._-]example\b/i.test(value)) problems.push(`${field} = "${value}": an example profile`);
  }
  if (/placeholder/i.test(config.quoteForm.formId))
    problems.push(`business.quoteForm.formId = "${config.quoteForm.formId}": the placeholder form id`);
  for (const [key, placeholder] of Object.entries(shippedPlaceholders)) {
    const value = config.licenses[key as keyof typeof shippedPlaceholders];
    if (value === placeholder)
      problems.push(`business.licenses.${key} = "${value}": the made-up number this site ships with`);
  }
  if (config.community.programsArePlaceholders)
    problems.push(
      "business.community.programsArePlaceholders = true: list what the company really does for its community, then set this to false",
    );
  if (config.estimator.ratesArePlaceholders)
    problems.push(
      "business.estimator.ratesArePlaceholders = true: set the company's own estimator rates, then this to false",
    );
  return problems;
}
