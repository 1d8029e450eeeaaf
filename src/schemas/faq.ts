/** The moving questions (src/content/faq.yaml): the FAQ page shows them all, service pages their few. */
import { choice, group, key, list, siteLinks, prose, text, withUniqueIds, wordsConfirmed } from "./field.ts";
import { servicePageLabels } from "./services.ts";

export const faqSchema = group("FAQ", "Questions people ask before they call.", {
  wordsConfirmed: wordsConfirmed("the questions and answers"),
  questions: list(
    "Questions",
    "Every question, in the order the FAQ page shows them.",
    group("Question", "One question and its answer.", {
      id: key(
        "Anchor",
        "The answer's address on the FAQ page (/moving-faq#anchor): lowercase words joined by dashes. Links use it, so keep it once set.",
      ),
      question: text("Question", "As a visitor would ask it.", { max: 120 }),
      answer: list(
        "Answer",
        "One or more short paragraphs.",
        prose("Paragraph", "One paragraph of the answer.", { max: 600 }),
        {
          min: 1,
        },
      ),
      more: siteLinks(
        "Read more",
        "A link under the answer to a page that says more; may be left out.",
        "/terms#cancellation",
        { max: 1 },
      ),
      showOn: list(
        "Also on",
        "The service pages that show this question too, in this list's order.",
        choice("Service page", "A service page that shows this question.", servicePageLabels),
      ),
    }),
    { min: 1, itemLabel: "question" },
  ),
}).transform(({ questions }) => ({ questions: withUniqueIds(questions) }));
