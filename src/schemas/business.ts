/** The business details (src/content/business.yaml): what more than one page says, named in text as {phone}. */
import { z } from "astro/zod";
import { group } from "./field.ts";
import { community } from "./business/community.ts";
import { contact } from "./business/contact.ts";
import { estimator } from "./business/estimator.ts";
import { commitments, figures } from "./business/figures.ts";
import { hours, withDayLabels } from "./business/hours.ts";
import { names } from "./business/names.ts";
import { offers } from "./business/offers.ts";
import { policies } from "./business/policies.ts";
import { prices } from "./business/prices.ts";
import { licenses, reviews, social } from "./business/profiles.ts";
import { quoteForm } from "./business/quote-form.ts";
import { csp, siteSettings } from "./business/settings.ts";
import { waysIn } from "./business/ways-in.ts";
import { dialString, mapLinks } from "./business/facts.ts";

export { dayNames } from "./business/hours.ts";

/** The business details as the file holds them: each fact once. */
const businessDetails = group(
  {
    ...names,
    ...contact,
    hours,
    licenses,
    reviews,
    waysIn,
    quoteForm,
    csp,
    social,
    figures,
    commitments,
    prices,
    offers,
    policies,
    estimator,
    community,
    ...siteSettings,
  },
  { label: "Business details", description: "Everything about the company that more than one page says." },
);

type BusinessDetails = z.infer<typeof businessDetails>;

/** The file's facts and what follows from them: the dial string, the days in words, the map links, CSP enforcement. */
function withDerivedFacts(details: BusinessDetails) {
  return {
    ...details,
    phone: { display: details.phone, tel: dialString(details.phone) },
    hours: {
      ...details.hours,
      moving: withDayLabels(details.hours.moving),
      office: withDayLabels(details.hours.office),
    },
    map: mapLinks(details.address),
    csp: { ...details.csp, enforce: details.csp.enforce || !details.csp.reportUri },
  };
}

/** The business details (src/content/business.yaml), and what follows from them. */
export const businessSchema = businessDetails.transform(withDerivedFacts);

export type Business = z.infer<typeof businessSchema>;
