/**
 * The moving cost estimator's form, without React: what it holds, how its answers are read
 * (numbers kept within bounds), and what it shows (the choices, the range, the summary, what is
 * included, the quote link). The words come from the estimator page's content; the island
 * (src/components/islands/moving-estimator.tsx) only keeps the state and draws it.
 */
import type { Town } from "../content/site-content";
import type { z } from "astro/zod";
import type { estimatorSlots, movingCostEstimatorPage } from "../../schemas/pages/moving-cost-estimator";
import { formatDollars } from "../page/format";
import {
  estimateMove,
  estimateQuoteParams,
  type Access,
  type Estimate,
  type EstimateAnswers,
  type EstimateRates,
  type HomeSize,
  type PackingTier,
  type StorageTier,
  type Timing,
} from "./moving-estimate";

export type EstimatorWords = z.infer<typeof movingCostEstimatorPage>["estimator"];

/** What the form holds: strings, as form controls give them. */
export type EstimatorForm = {
  moving: HomeSize | "office";
  workstations: string;
  from: string;
  to: string;
  fromAccess: Access["kind"];
  fromFlights: string;
  toAccess: Access["kind"];
  toFlights: string;
  packing: PackingTier | "none";
  storage: StorageTier | "none";
  storageLength: string;
  storageUnit: "days" | "months";
  timing: Timing;
};

/** The answers a visitor sees first: a two-bedroom home moved within the first town. */
export function initialForm(firstPlace: string): EstimatorForm {
  return {
    moving: "2-bedroom",
    workstations: "10",
    from: firstPlace,
    to: firstPlace,
    fromAccess: "ground",
    fromFlights: "1",
    toAccess: "ground",
    toFlights: "1",
    packing: "none",
    storage: "none",
    storageLength: "2",
    storageUnit: "months",
    timing: "weekday",
  };
}

/** The bounds of the number fields, shown on them too. */
export const limits = { workstations: 500, flights: 10, storageLength: 365 } as const;

/** A whole number from 1 to `max` from what the visitor typed; `fallback` for nothing or nonsense. */
export function wholeNumber(text: string, fallback: number, max: number): number {
  const number = Math.round(Number(text));
  return Number.isFinite(number) && number >= 1 ? Math.min(number, max) : fallback;
}

type Slot = (typeof estimatorSlots)[number];

/** A sentence with its marked names ("[crew]", see estimatorSlotMarks in its schema) filled in. */
export function fillSlots(sentence: string, values: Partial<Record<Slot, string | number>>): string {
  return sentence.replace(/\[(\w+)\]/g, (match, name: Slot) => String(values[name] ?? match));
}

export type Choice<T extends string> = { value: T; label: string };

/** The choices `values`, each named by its word in `labels`. */
const choicesOf = <T extends string>(labels: Record<T, string>, values: readonly T[]): Choice<T>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** "None", then each tier by its name and rate ("Partial, $30/h"). */
function tierChoices<T extends string>(
  words: Record<T | "none" | "choice", string>,
  tiers: readonly T[],
  rates: Record<T, number>,
): Choice<T | "none">[] {
  const priced = tiers.map((tier) => ({
    value: tier,
    label: fillSlots(words.choice, { tier: words[tier], price: formatDollars(rates[tier]) }),
  }));
  return [{ value: "none", label: words.none }, ...priced];
}

/** The choices of each question, in the words of the content and with the rates on the tiers. */
export function estimatorChoices(words: EstimatorWords, rates: EstimateRates) {
  const { moving, ends, packing, storage, timing } = words;
  const homes = {
    studio: moving.studio,
    "1-bedroom": moving.oneBedroom,
    "2-bedroom": moving.twoBedrooms,
    "3-bedroom": moving.threeBedrooms,
    "4-bedroom": moving.fourBedrooms,
    office: moving.office,
  };
  return {
    moving: choicesOf(homes, ["studio", "1-bedroom", "2-bedroom", "3-bedroom", "4-bedroom", "office"]),
    access: choicesOf(ends, ["ground", "stairs", "elevator"]),
    packing: tierChoices(packing, ["fragileOnly", "partial", "fullService"], rates.packingPerHour),
    storage: tierChoices(storage, ["basic", "climateControlled", "premium"], rates.storagePerDay),
    storageUnit: choicesOf(storage, ["days", "months"]),
    timing: choicesOf(timing, ["weekday", "weekend", "evening"]),
  };
}

const labelOf = <T extends string>(choices: readonly Choice<T>[], value: T) =>
  choices.find((choice) => choice.value === value)?.label ?? value;

export type EstimatorView = {
  estimate: Estimate;
  /** "$1,120 - $1,500" */
  range: string;
  /** What is moving, as the result and the quote form name it. */
  movingLabel: string;
  summary: string;
  included: string[];
  /** The quote page with the answers and the range as estimate_* parameters. */
  quoteHref: string;
};

type Context = {
  words: EstimatorWords;
  rates: EstimateRates;
  towns: readonly Town[];
  quotePath: string;
};

/** Everything the result shows for the form's answers. */
export function estimatorView(form: EstimatorForm, { words, rates, towns, quotePath }: Context): EstimatorView {
  const { moving, ends, packing, storage, timing, result } = words;
  const workstations = wholeNumber(form.workstations, 1, limits.workstations);
  const flightsOf = (text: string) => wholeNumber(text, 1, limits.flights);
  const storageDays =
    wholeNumber(form.storageLength, 1, limits.storageLength) * (form.storageUnit === "months" ? 30 : 1);
  const placeOf = (name: string): EstimateAnswers["from"] => towns.find((town) => town.name === name) ?? "elsewhere";
  const accessOf = (kind: Access["kind"], flights: string): Access =>
    kind === "stairs" ? { kind, flights: flightsOf(flights) } : { kind };

  const estimate = estimateMove(
    {
      moving: form.moving === "office" ? { kind: "office", workstations } : { kind: "home", size: form.moving },
      from: placeOf(form.from),
      to: placeOf(form.to),
      fromAccess: accessOf(form.fromAccess, form.fromFlights),
      toAccess: accessOf(form.toAccess, form.toFlights),
      packing: form.packing,
      storage: form.storage === "none" ? "none" : { tier: form.storage, days: storageDays },
      timing: form.timing,
    },
    rates,
  );

  const choices = estimatorChoices(words, rates);
  const range = `${formatDollars(estimate.low)} - ${formatDollars(estimate.high)}`;
  const movingLabel =
    form.moving === "office" ? fillSlots(moving.officeSummary, { workstations }) : labelOf(choices.moving, form.moving);
  const accessLabel = (kind: Access["kind"], flights: string) =>
    kind === "stairs" ? fillSlots(ends.stairsSummary, { flights: flightsOf(flights) }) : labelOf(choices.access, kind);
  const packingLabel = packing[`${form.packing}Summary`];
  const storageLabel =
    form.storage === "none"
      ? storage.none
      : fillSlots(storage.summary, { tier: storage[form.storage], days: storageDays });

  const { crew, crewHours: hours } = estimate;
  const included = [
    fillSlots(rates.minimumHours >= hours ? result.crewAtMinimum : result.crew, { crew, hours }),
    ...result.always,
    ...(estimate.packerHours > 0
      ? [fillSlots(result.packing, { packing: packingLabel, hours: estimate.packerHours })]
      : []),
    ...(estimate.storageDays > 0
      ? [fillSlots(estimate.storageDays >= 30 ? result.storageMonthly : result.storageDaily, { storage: storageLabel })]
      : []),
  ];

  const quoteParams = estimateQuoteParams({
    moving: movingLabel,
    from: form.from,
    to: form.to,
    access: `${accessLabel(form.fromAccess, form.fromFlights)} / ${accessLabel(form.toAccess, form.toFlights)}`,
    packing: packingLabel,
    storage: storageLabel,
    timing: timing[form.timing],
    estimate,
  });

  return {
    estimate,
    range,
    movingLabel,
    summary: fillSlots(result.summary, { moving: movingLabel, from: form.from, to: form.to, crew, hours }),
    included,
    quoteHref: `${quotePath}?${new URLSearchParams(quoteParams)}`,
  };
}
