/** The words of the cost estimator page (src/content/pages/moving-cost-estimator.yaml); its rates are in the business details. */
import { group, list, prose, text } from "../field.ts";
import { heading, hero, seo } from "../sections.ts";

/** The names the estimator fills in as the visitor answers; the build leaves them for it. */
export const estimatorSlots = [
  "moving",
  "from",
  "to",
  "crew",
  "hours",
  "workstations",
  "flights",
  "tier",
  "price",
  "days",
  "packing",
  "storage",
] as const;

type Slot = (typeof estimatorSlots)[number];

/** A few words on a button, a label or a choice. */
const words = (label: string, description: string) => text({ label, description, max: 80 });

/** A sentence the estimator completes: only `slots` may stand in braces. */
function sentence(label: string, description: string, slots: readonly Slot[]) {
  const names = slots.map((slot) => `{${slot}}`).join(", ");
  return text({
    label,
    description: `${description} The estimator fills in ${names}.`,
    max: 160,
    pattern: {
      regex: new RegExp(`^(?:[^{}]|\\{(?:${slots.join("|")})\\})*$`),
      message: `may name only ${names} in braces`,
    },
  });
}

const estimator = group(
  {
    title: words("Heading", "Over the questions."),
    moving: group(
      {
        legend: words("Question", "What the first row of choices asks."),
        studio: words("Studio", "The choice for a studio."),
        oneBedroom: words("1 bedroom", "The choice for a one-bedroom home."),
        twoBedrooms: words("2 bedrooms", "The choice for a two-bedroom home."),
        threeBedrooms: words("3 bedrooms", "The choice for a three-bedroom home."),
        fourBedrooms: words("4+ bedrooms", "The choice for four bedrooms or more."),
        office: words("Office", "The choice for an office move."),
        workstations: words("Workstations question", "Asked when the visitor picks an office."),
        officeSummary: sentence("Office, in the result", "How the result names an office move.", ["workstations"]),
      },
      { label: "What is moving", description: "The home sizes and the office." },
    ),
    ends: group(
      {
        from: words("From", "The heading over the town and access moved from."),
        to: words("To", "The heading over the town and access moved to."),
        town: words("Town label", "Over the list of towns."),
        access: words("Access label", "Over the list of ways in."),
        ground: words("Ground floor", "A way in."),
        stairs: words("Stairs", "A way in."),
        elevator: words("Elevator", "A way in."),
        flights: words("Flights question", "Asked when the visitor picks stairs."),
        stairsSummary: sentence("Stairs, in the result", "How the result names stairs.", ["flights"]),
      },
      { label: "Moving from and to", description: "The towns and the way in at each end." },
    ),
    packing: group(
      {
        legend: words("Question", "Over the packing choices."),
        none: words("No packing", "The choice to pack yourself."),
        fragileOnly: words("Fragile-only", "The tier's name on its choice."),
        partial: words("Partial", "The tier's name on its choice."),
        fullService: words("Full service", "The tier's name on its choice."),
        choice: sentence("A tier's choice", "A packing choice, with its hourly rate.", ["tier", "price"]),
        noneSummary: words("No packing, in the result", "Shown and sent with the quote when nobody packs."),
        fragileOnlySummary: words("Fragile-only, in the result", "Shown and sent with the quote."),
        partialSummary: words("Partial, in the result", "Shown and sent with the quote."),
        fullServiceSummary: words("Full service, in the result", "Shown and sent with the quote."),
      },
      { label: "Packing", description: "The packing choices; their rates are in the business details." },
    ),
    storage: group(
      {
        legend: words("Question", "Over the storage choices."),
        type: words("Type label", "Over the list of storage types."),
        none: words("No storage", "The choice without storage, also shown in the result."),
        basic: words("Basic", "The tier's name."),
        climateControlled: words("Climate controlled", "The tier's name."),
        premium: words("Premium", "The tier's name."),
        choice: sentence("A tier's choice", "A storage choice, with its daily rate.", ["tier", "price"]),
        length: words("Length label", "Over the number of days or months."),
        unit: words("Unit label", "Read by screen readers over the choice of days or months."),
        days: words("Days", "A unit."),
        months: words("Months", "A unit."),
        summary: sentence("Storage, in the result", "How the result names the storage.", ["tier", "days"]),
      },
      { label: "Storage", description: "The storage choices; their rates are in the business details." },
    ),
    timing: group(
      {
        legend: words("Question", "Over the choices of when."),
        weekday: words("Weekday", "A choice."),
        weekend: words("Weekend", "A choice."),
        evening: words("Evening", "A choice."),
      },
      { label: "When", description: "The times of the move." },
    ),
    result: group(
      {
        title: words("Heading", "Over the range."),
        summary: sentence("Summary", "Under the range.", ["moving", "from", "to", "crew", "hours"]),
        includesTitle: words("Includes heading", "Over the list of what the range includes."),
        crew: sentence("Crew", "The first thing included.", ["crew", "hours"]),
        crewAtMinimum: sentence("Crew at the minimum", "The first thing included, at the minimum hours.", [
          "crew",
          "hours",
        ]),
        always: list(words("Item", "One thing every estimate includes."), {
          label: "Always included",
          description: "What every estimate includes, after the crew.",
          max: 5,
        }),
        packing: sentence("Packing", "Included when the visitor picks packing.", ["packing", "hours"]),
        storageMonthly: sentence("Storage by the month", "Included for storage of 30 days or more.", ["storage"]),
        storageDaily: sentence("Storage by the day", "Included for shorter storage.", ["storage"]),
        disclaimer: prose({
          label: "Disclaimer",
          description: "Under the list: what the range is and is not.",
          max: 300,
        }),
        quoteButton: words("Quote button", "Leads to the quote page with the answers."),
        callButton: words("Call button", "The call button; {phone} is the phone number."),
      },
      { label: "Result", description: "The range and what it includes." },
    ),
  },
  { label: "Estimator", description: "The questions and the result, as the visitor sees them." },
);

export const movingCostEstimatorPage = group(
  {
    seo: seo(),
    hero: hero(),
    heroButton: text({ label: "Hero button", description: "The button that leads down to the estimator.", max: 40 }),
    estimator,
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
