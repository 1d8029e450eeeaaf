/** The moving questions (src/content/faq.yaml): the FAQ page shows them all, service pages their few. */
import { choice, entries, group, list, optionalSiteLink, prose, text, withUniqueIds, wordsConfirmed } from "./field.ts";
import { servicePageKeys, servicePageLabels } from "./services.ts";

export const faqSchema = group(
  {
    wordsConfirmed: wordsConfirmed("the questions and answers"),
    questions: entries(
      { label: "Question", description: "One question and its answer." },
      {
        id: text({
          label: "Anchor",
          description:
            "The answer's address on the FAQ page (/moving-faq#anchor): lowercase words joined by dashes. Links use it, so keep it once set.",
          max: 40,
          pattern: { regex: /^[a-z][a-z0-9-]*$/, message: "must be lowercase letters, digits and dashes" },
        }),
        question: text({ label: "Question", description: "As a visitor would ask it.", max: 120 }),
        answer: list(prose({ label: "Paragraph", description: "One paragraph of the answer.", max: 600 }), {
          label: "Answer",
          description: "One or more short paragraphs.",
          min: 1,
        }),
        more: optionalSiteLink({
          label: "Read more",
          description: "A link under the answer to a page that says more; may be left out.",
          example: "/terms#cancellation",
        }),
        showOn: list(
          choice(servicePageKeys, {
            label: "Service page",
            description: "A service page that shows this question.",
            optionLabels: servicePageLabels,
          }),
          { label: "Also on", description: "The service pages that show this question too, in this list's order." },
        ),
      },
      {
        label: "Questions",
        description: "Every question, in the order the FAQ page shows them.",
        min: 1,
        itemLabel: "question",
      },
    ),
  },
  { label: "FAQ", description: "Questions people ask before they call." },
).transform(({ questions }) => ({ questions: withUniqueIds(questions) }));
