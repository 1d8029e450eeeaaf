/**
 * The words of the cost estimator page (src/content/pages/moving-cost-estimator.yaml); its rates are in the business
 * details.
 */
import { group, list, prose, text, wordsConfirmed } from "../field.ts";
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

/** The estimator's own {names} become marks ("[crew]") it fills as the visitor answers, so no page holds a {name}. */
export const estimatorSlotMarks = Object.fromEntries(estimatorSlots.map((slot) => [slot, `[${slot}]`]));

/** A few words on a button, a label or a choice. */
const words = (label: string, description: string) => text(label, description, { max: 80 });

/** A field for each choice's name (key: the editor's label), all described alike. */
function choiceNames<const K extends string>(description: string, labels: Record<K, string>) {
  const fields = Object.entries<string>(labels).map(([key, label]) => [key, words(label, description)]);
  return Object.fromEntries(fields) as Record<K, ReturnType<typeof words>>;
}

/** A sentence the estimator completes: only `slots` may stand in braces. */
function sentence(label: string, description: string, slots: readonly (typeof estimatorSlots)[number][]) {
  const names = slots.map((slot) => `{${slot}}`).join(", ");
  return text(label, `${description} The estimator fills in ${names}.`, {
    max: 160,
    pattern: [new RegExp(`^(?:[^{}]|\\{(?:${slots.join("|")})\\})*$`), `may name only ${names} in braces`],
  });
}

/** A priced question's choices: none, each tier by name, and the sentence that adds a tier's rate. */
function tierChoices<const K extends string>(per: "hour" | "day", none: string, tiers: Record<K, string>) {
  return {
    none: words(none, "The choice without it."),
    ...choiceNames("The tier's name.", tiers),
    choice: sentence("A tier's choice", `A tier's choice, with its rate per ${per}.`, ["tier", "price"]),
  };
}

const estimator = group("Estimator", "The questions and the result, as the visitor sees them.", {
  title: words("Heading", "Over the questions."),
  moving: group("What is moving", "The home sizes and the office.", {
    legend: words("Question", "What the first row of choices asks."),
    ...choiceNames("A choice of what is moving.", {
      studio: "Studio",
      oneBedroom: "1 bedroom",
      twoBedrooms: "2 bedrooms",
      threeBedrooms: "3 bedrooms",
      fourBedrooms: "4+ bedrooms",
      office: "Office",
    }),
    workstations: words("Workstations question", "Asked when the visitor picks an office."),
    officeSummary: sentence("Office, in the result", "How the result names an office move.", ["workstations"]),
  }),
  ends: group("Moving from and to", "The towns and the way in at each end.", {
    ...choiceNames("The heading over the town and the way in at that end.", { from: "From", to: "To" }),
    ...choiceNames("Over its drop-down list.", { town: "Town label", access: "Access label" }),
    ...choiceNames("A way in.", { ground: "Ground floor", stairs: "Stairs", elevator: "Elevator" }),
    flights: words("Flights question", "Asked when the visitor picks stairs."),
    stairsSummary: sentence("Stairs, in the result", "How the result names stairs.", ["flights"]),
  }),
  packing: group("Packing", "The packing choices; their rates are in the business details.", {
    legend: words("Question", "Over the packing choices."),
    ...tierChoices("hour", "No packing", {
      fragileOnly: "Fragile-only",
      partial: "Partial",
      fullService: "Full service",
    }),
    ...choiceNames("How the result names the packing; sent with the quote too.", {
      noneSummary: "No packing, in the result",
      fragileOnlySummary: "Fragile-only, in the result",
      partialSummary: "Partial, in the result",
      fullServiceSummary: "Full service, in the result",
    }),
  }),
  storage: group("Storage", "The storage choices; their rates are in the business details.", {
    legend: words("Question", "Over the storage choices."),
    type: words("Type label", "Over the list of storage types."),
    ...tierChoices("day", "No storage", {
      basic: "Basic",
      climateControlled: "Climate controlled",
      premium: "Premium",
    }),
    length: words("Length label", "Over the number of days or months."),
    unit: words("Unit label", "Read by screen readers over the choice of days or months."),
    ...choiceNames("A unit.", { days: "Days", months: "Months" }),
    summary: sentence("Storage, in the result", "How the result names the storage.", ["tier", "days"]),
  }),
  timing: group("When", "The times of the move.", {
    legend: words("Question", "Over the choices of when."),
    ...choiceNames("A time of the move.", { weekday: "Weekday", weekend: "Weekend", evening: "Evening" }),
  }),
  result: group("Result", "The range and what it includes.", {
    title: words("Heading", "Over the range."),
    summary: sentence("Summary", "Under the range.", ["moving", "from", "to", "crew", "hours"]),
    includesTitle: words("Includes heading", "Over the list of what the range includes."),
    crew: sentence("Crew", "The first thing included.", ["crew", "hours"]),
    crewAtMinimum: sentence("Crew at the minimum", "The first thing included, at the minimum hours.", [
      "crew",
      "hours",
    ]),
    always: list(
      "Always included",
      "What every estimate includes, after the crew.",
      words("Item", "One thing every estimate includes."),
      { max: 5 },
    ),
    packing: sentence("Packing", "Included when the visitor picks packing.", ["packing", "hours"]),
    storageMonthly: sentence("Storage by the month", "Included for storage of 30 days or more.", ["storage"]),
    storageDaily: sentence("Storage by the day", "Included for shorter storage.", ["storage"]),
    disclaimer: prose("Disclaimer", "Under the list: what the range is and is not.", { max: 300 }),
    quoteButton: words("Quote button", "Leads to the quote page with the answers."),
    callButton: words("Call button", "The call button; {phone} is the phone number."),
  }),
});

export const movingCostEstimatorPage = group("Cost estimator page", "The words around the moving cost estimator.", {
  wordsConfirmed: wordsConfirmed("the cost estimator page"),
  seo: seo(),
  hero: hero(),
  heroButton: text("Hero button", "The button that leads down to the estimator.", { max: 40 }),
  estimator,
  rates: group("Rate table", "The rates the estimate is worked out from, shown in full.", {
    heading: heading("Heading", "The heading over the rate table."),
    crewTitle: words("Crew card's title", "Over the crew and truck rates."),
    crewRow: sentence("Crew row", "One row per crew size.", ["crew"]),
    truckFee: words("Truck fee row", "The row of the truck and travel fee."),
    minimumTime: words("Minimum time row", "The row of the minimum crew time."),
    minimumTimeValue: sentence("Minimum time value", "Its value, from the business details.", ["hours"]),
    hourlyRate: sentence("Hourly rate", "A crew's rate.", ["price"]),
    packingTitle: words(
      "Packing card's title",
      "Over the packing rates, which take the tiers' names from the business details.",
    ),
    storageTitle: words(
      "Storage card's title",
      "Over the storage rates, which take the tiers' names from the business details.",
    ),
    quoteButton: words("Quote button", "The button under the rate table that leads to the quote page."),
    note: prose(
      "Note",
      "Under the rate table. {stairsMinutesPerFlight}, {elevatorMinutes} and {averageSpeedMph} are the estimator's rates.",
      { max: 400 },
    ),
  }),
});
