/** The licenses in the footer, and the review and social profiles the site links to once set. */
import { group, optionalText, optionalUrl, text } from "../field.ts";

export const licenses = group(
  {
    usdot: text({
      label: "USDOT number",
      description: 'Shown in the footer, like "USDOT 1234567": {usdot}.',
      pattern: { regex: /^USDOT \d{5,8}$/, message: 'must read like "USDOT 1234567"' },
    }),
    mc: text({
      label: "MC number",
      description: 'Shown in the footer, like "MC 765432": {mc}.',
      pattern: { regex: /^MC \d{5,7}$/, message: 'must read like "MC 765432"' },
    }),
    georgiaHouseholdGoods: optionalText({
      label: "Georgia household-goods certificate",
      description:
        "The intrastate household-goods certificate from the Georgia Department of Public Safety, shown beside the USDOT and MC numbers (the footer, the Check us panel) without a link: the state keeps no up-to-date lookup online. Leave empty to hide it.",
      pattern: { regex: /^[A-Z0-9-]{3,20}$/, message: "must be the certificate number, or empty" },
    }),
  },
  { label: "Licenses", description: "The regulatory numbers in the footer and the Check us panel." },
);

export const reviews = group(
  {
    readUrl: optionalUrl({
      label: "Read reviews",
      description: 'Where customers\' reviews can be read; shows a "Read our reviews" link near the testimonials.',
    }),
    leaveUrl: optionalUrl({
      label: "Leave a review",
      description: 'Where a customer can write one; shows a "Leave a review" link.',
    }),
    betterBusinessBureau: optionalUrl({
      label: "Business bureau profile",
      description: "The profile behind the A+ rating; the rating links to it.",
    }),
  },
  { label: "Review profiles", description: "Optional: each link appears once it is set." },
);

export const social = group(
  {
    facebook: optionalUrl({ label: "Facebook", description: "The company's Facebook page; empty hides the button." }),
    twitter: optionalUrl({ label: "X (Twitter)", description: "The company's X profile; empty hides the button." }),
    instagram: optionalUrl({
      label: "Instagram",
      description: "The company's Instagram profile; empty hides the button.",
    }),
    linkedin: optionalUrl({ label: "LinkedIn", description: "The company's LinkedIn page; empty hides the button." }),
  },
  { label: "Social profiles", description: "Each shows as a button on the contact page and in the footer once set." },
);
