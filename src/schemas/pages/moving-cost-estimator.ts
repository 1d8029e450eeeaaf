/** The words of the cost estimator page (src/content/pages/moving-cost-estimator.yaml); its rates are in the business details. */
import { group, prose, text } from "../field.ts";
import { heading, hero, seo } from "../sections.ts";

export const movingCostEstimatorPage = group(
  {
    seo: seo(),
    hero: hero(),
    heroButton: text({ label: "Hero button", description: "The button that leads down to the estimator.", max: 40 }),
    rates: group(
      {
        heading: heading("Heading", "The heading over the rate table."),
        note: prose({
          label: "Note",
          description:
            "Under the rate table. {stairsMinutesPerFlight}, {elevatorMinutes} and {averageSpeedMph} are the estimator's rates.",
          max: 400,
        }),
      },
      { label: "Rate table", description: "The rates the estimate is worked out from, shown in full." },
    ),
  },
  { label: "Cost estimator page", description: "The words around the moving cost estimator." },
);
