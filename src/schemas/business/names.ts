/** The company's names, its one-line description and the live site's address. */
import { ownerConfirmed, text } from "../field.ts";

export const names = {
  name: text({
    label: "Company name",
    description: "Shown in the header, page titles and search results: {companyName}.",
    max: 60,
  }),
  legalName: text({
    label: "Legal name",
    description: "The registered name, used in the legal pages: {legalName}.",
    max: 80,
  }),
  shortName: text({
    label: "Short name",
    description: "What a phone shows under the home-screen icon (12 characters at most): {shortName}.",
    max: 12,
  }),
  namesConfirmed: ownerConfirmed("that the names above are the company's"),
  tagline: text({
    label: "Tagline",
    description:
      "What the company is, in a few words and no final period: the footer says it after the name, and search engines read it as the description in the structured data: {tagline}.",
    min: 10,
    max: 160,
  }),
  siteUrl: text({
    label: "Site address",
    description: "The live site's address, without a slash at the end: canonical links and the sitemap use it.",
    pattern: {
      regex: /^https:\/\/[^\s/]+\.[^\s/]+$/,
      message: "must be an https:// address without a path or final slash",
    },
  }),
};
