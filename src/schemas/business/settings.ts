/** Settings of the site itself: its security policy reports, search engines' price range, a tag manager. */
import { checkbox, group, optionalUrl, text } from "../field.ts";

export const csp = group(
  {
    reportUri: optionalUrl({
      label: "Report address",
      description: "An https endpoint that collects reports of what the security policy refused.",
    }),
    enforce: checkbox({
      label: "Enforce the policy",
      description:
        "Untick to only report for a while, not block. This takes effect once a report address is set above; without one the policy is always enforced.",
      defaultValue: true,
    }),
  },
  { label: "Security policy", description: "Content-Security-Policy reports, off by default." },
);

/** The last fields of the form. */
export const siteSettings = {
  priceRange: text({ label: "Price range", description: 'For search engines, like "$$".', max: 5 }),
  analyticsScriptUrl: optionalUrl({
    label: "Tag manager script",
    description: "Off by default: no analytics ships. A tag manager set here reads the conversion events.",
  }),
};
