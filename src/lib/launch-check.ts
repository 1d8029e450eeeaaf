/**
 * The launch check: a site must never go live with a sample in it. `npm run check:launch` (and
 * `npm run build:production`, which runs it first) fails, naming every item, while a business
 * value is one of the shipped placeholders or a sample the owner has not confirmed. `npm test`
 * and `npm run build` keep working with them, so the project runs out of the box.
 */
import type { Business } from "../schemas/business.ts";

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761): never a real profile or form. */
const reservedHost = /(^|\.)(example(\.com|\.net|\.org)?|test|invalid|localhost)$/i;

/** North American numbers 555-0100 to 555-0199 are set aside for fiction. */
const fictionalPhone = /^\+1\d{3}5550[1]\d{2}$/;

/** The made-up license numbers this repository ships with. */
const shippedLicenses = { usdot: "USDOT 1234567", mc: "MC 765432" } as const;

/** A testimonial as the check sees it: who, whether the owner confirmed it, and the page that shows it. */
export type ShownTestimonial = { name: string; confirmed: boolean; page: string };

/** A legal page as the check sees it: its name, file and whether counsel has confirmed its text. */
export type LegalPageSample = { name: string; file: string; confirmed: boolean };

/** The samples kept outside the business details. */
export type ContentSamples = {
  testimonials: readonly ShownTestimonial[];
  legalPages: readonly LegalPageSample[];
  /** Whether the owner has confirmed the senior page's partnerships. */
  seniorPartnershipsConfirmed: boolean;
};

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

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
    problems.push(`business.phone.tel = "${business.phone.tel}": a fictional 555-01xx number`);
  for (const { field, value } of addresses(business)) {
    const host = value.includes("@") && !value.startsWith("http") ? value.split("@")[1] : hostOf(value);
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

/** One line per sample the owner has not confirmed. */
function sampleProblems(
  business: Business,
  { testimonials, legalPages, seniorPartnershipsConfirmed }: ContentSamples,
): string[] {
  const problems: string[] = [];
  if (!business.namesConfirmed)
    problems.push(
      `business.namesConfirmed: the company name "${business.name}" and legal name "${business.legalName}" are samples; confirm them`,
    );
  if (!business.address.confirmed) {
    const { street, city, region, postalCode } = business.address;
    problems.push(
      `business.address.confirmed: the address "${street}, ${city}, ${region} ${postalCode}" and its map position are a sample; confirm them`,
    );
  }
  if (!business.community.programsConfirmed)
    problems.push(
      `business.community.programsConfirmed: the About page's ${business.community.programs.length} community programs are samples; list what the company really does`,
    );
  if (!business.estimator.ratesConfirmed)
    problems.push("business.estimator.ratesConfirmed: the estimator's rates are samples; set the company's own");
  const unconfirmed = testimonials.filter((testimonial) => !testimonial.confirmed);
  if (unconfirmed.length > 0) {
    const pages = [...new Set(unconfirmed.map((testimonial) => testimonial.page))];
    problems.push(
      `testimonials: ${unconfirmed.length} of ${testimonials.length} are samples, not confirmed as real customers' words, on ${pages.length} page(s): ${pages.join(", ")}`,
    );
  }
  if (!seniorPartnershipsConfirmed)
    problems.push(
      "src/content/pages/senior-moving.yaml → partnerships.confirmed: the senior page's partnerships are samples; list who the company really works with",
    );
  for (const page of legalPages.filter((legal) => !legal.confirmed))
    problems.push(`${page.file}: the ${page.name} text is for your counsel to confirm`);
  return problems;
}

/** One line per field that still holds a placeholder or an unconfirmed sample; empty when the site may launch. */
export function launchProblems(
  business: Business,
  samples: ContentSamples = { testimonials: [], legalPages: [], seniorPartnershipsConfirmed: true },
): string[] {
  return [...placeholderProblems(business), ...sampleProblems(business, samples)];
}
