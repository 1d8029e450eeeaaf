/** The words of the quote page (src/content/pages/get-a-moving-quote.yaml). */
import { text } from "../field.ts";
import { cardSection, innerPage, introCallToAction, points, section, statsSection, stepsSection } from "../sections.ts";

export const getAMovingQuotePage = innerPage("Quote page", "The words of the quote page.", {
  heroButton: text({ label: "Hero button", description: "The button that leads down to the form.", max: 40 }),
  form: section("Form section", "The Moving Cost Estimate form and what stands beside it.", {
    nextStepsTitle: text({ label: "Next steps heading", description: "The heading over what happens next.", max: 60 }),
    nextSteps: points("Next steps", "What happens after the form is sent.", { min: 1, max: 6 }),
    helpfulTitle: text({
      label: "Helpful details heading",
      description: "The heading over what helps an estimate.",
      max: 60,
    }),
    helpfulDetails: points("Helpful details", "What to have at hand.", { min: 1, max: 6 }),
  }),
  benefits: cardSection("Benefits section", "The six benefit cards.", { min: 6, max: 6 }),
  stats: statsSection("Figures section", "The figures: the spec's 10,000+ Atlanta moves and 5.0 rating."),
  journey: stepsSection("Journey section", "The spec's six steps, from initial contact to final delivery.", {
    min: 6,
    max: 6,
  }),
  call: introCallToAction(
    "Call section",
    "The call button beside the testimonial.",
    "A sentence or two above the call button, beside the testimonial.",
  ),
});
