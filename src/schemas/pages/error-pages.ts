/** The words of the 404 and 500 pages (src/content/pages/error-pages.yaml). */
import { group, list, prose, text, wordsConfirmed } from "../field.ts";

const errorPage = (label: string, description: string) =>
  group(
    {
      title: text({ label: "Heading", description: "The page's heading (the spec's wording).", max: 60 }),
      pageTitle: text({
        label: "Tab title",
        description: "The browser tab's title; the company name is added after it.",
        max: 60,
      }),
      body: list(prose({ label: "Paragraph", description: "One paragraph.", max: 300 }), {
        label: "Text",
        description: "What happened and what to do, under the heading.",
        min: 1,
        max: 3,
      }),
      searchDescription: text({
        label: "Description",
        description: "The page's description for browsers; it is never indexed.",
        max: 120,
      }),
    },
    { label, description },
  );

export const errorPagesPage = group(
  {
    wordsConfirmed: wordsConfirmed("the 404 and 500 pages"),
    notFound: errorPage("Page not found (404)", "What a visitor sees at an address the site does not have."),
    serverError: errorPage("Server error (500)", "What a host shows when it fails to answer."),
  },
  { label: "Error pages", description: "The 404 and 500 pages." },
);
