/** A legal page's frontmatter (src/content/legal/<name>.md); its body has one "## Heading" per numbered section. */
import { checkbox, group, ownerConfirmed, prose, text } from "./field.ts";
import { hero, seo } from "./sections.ts";

export const legalSchema = group(
  "Legal pages",
  "The Privacy Policy, the Terms of Service and the accessibility statement, one file each.",
  {
    name: text("Name", "The page's name here and its address (Terms is /terms): keep it once set.", { max: 30 }),
    seo: seo(),
    hero: hero(),
    contactIntro: prose(
      "Contact section",
      "The sentence over the company's phone, e-mail and address, which end the page.",
      { max: 300 },
    ),
    postalAddress: checkbox(
      "Postal address",
      "Show the company's postal address in the Contact section, beside the phone and e-mail.",
    ),
    counselConfirmed: ownerConfirmed("this text with your counsel"),
  },
);
