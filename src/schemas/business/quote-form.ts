/** The lead-capture provider that hosts the quote form. */
import { group, integer, text, url } from "../field.ts";

export const quoteForm = group(
  {
    title: text({ label: "Form title", description: "The form's title for screen readers.", max: 60 }),
    formId: text({
      label: "Form id",
      description: "The lead-capture provider's id of the quote form.",
      pattern: {
        regex: /^[A-Za-z0-9_-]{1,100}$/,
        message: "must be the provider's form id: letters, digits, - and _ only",
      },
    }),
    formPageUrl: text({
      label: "Form page address",
      description: "The provider's form address, ending in a slash; the form id is added to it.",
      pattern: {
        regex: /^https:\/\/[^\s/]+\.[^\s]+\/$/,
        message: "must be an https:// address ending with a slash (the form id is appended)",
      },
    }),
    embedScriptUrl: url({ label: "Embed script", description: "The provider's script the quote page loads." }),
    triggerType: text({
      label: "Trigger",
      description: 'The provider\'s trigger setting, like "alwaysShow".',
      max: 30,
    }),
    suggestedHeight: integer({
      label: "Suggested height",
      description: "The form's height in pixels, as the provider suggests.",
      min: 100,
      max: 20_000,
    }),
  },
  { label: "Quote form", description: "The lead-capture provider that hosts the Moving Cost Estimate form." },
);
