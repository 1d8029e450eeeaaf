/** What the estimator shows for a visitor's answers, in the words of its page's content. */
import type { z } from "astro/zod";
import type { estimatorSlots, movingCostEstimatorPage } from "../../schemas/pages/moving-cost-estimator";
import type { Town } from "../content/site-content";
import { formatDollars } from "../page/format";
import { estimateMove, type Access, type EstimateRates, type EstimatorForm } from "./moving-estimate";

export type EstimatorWords = z.infer<typeof movingCostEstimatorPage>["estimator"];

/** A sentence with its marked names ("[crew]", see estimatorSlotMarks in its schema) filled in. */
export function fillSlots(sentence: string, values: Partial<Record<(typeof estimatorSlots)[number], string | number>>) {
  return sentence.replace(/\[(\w+)\]/g, (match, name: keyof typeof values) => String(values[name] ?? match));
}

export type Choice<T extends string> = { value: T; label: string };

/** The choices `values` (by default, every key of `labels`), each named by its word in `labels`. */
const choicesOf = <T extends string>(labels: Record<T, string>, values = Object.keys(labels) as T[]) =>
  values.map((value): Choice<T> => ({ value, label: labels[value] }));

/** "None", then each tier by its name and rate ("Partial, $30/h"), in the order of the rates (the schema's). */
function tierChoices<T extends string>(
  words: Record<NoInfer<T> | "none" | "choice", string>,
  rates: Record<T, number>,
): Choice<T | "none">[] {
  const priced = (Object.keys(rates) as T[]).map((tier) => ({
    value: tier,
    label: fillSlots(words.choice, { tier: words[tier], price: formatDollars(rates[tier]) }),
  }));
  return [{ value: "none", label: words.none }, ...priced];
}

/** What can be moving, in the words of the content. */
const homeWords = (moving: EstimatorWords["moving"]) => ({
  studio: moving.studio,
  "1-bedroom": moving.oneBedroom,
  "2-bedroom": moving.twoBedrooms,
  "3-bedroom": moving.threeBedrooms,
  "4-bedroom": moving.fourBedrooms,
  office: moving.office,
});

/** The choices of each question, in the words of the content and with the rates on the tiers. */
function estimatorChoices({ moving, ends, packing, storage, timing }: EstimatorWords, rates: EstimateRates) {
  return {
    moving: choicesOf(homeWords(moving)),
    access: choicesOf(ends, ["ground", "stairs", "elevator"]),
    packing: tierChoices(packing, rates.packingPerHour),
    storage: tierChoices(storage, rates.storagePerDay),
    storageUnit: choicesOf(storage, ["days", "months"]),
    timing: choicesOf(timing, ["weekday", "weekend", "evening"]),
  };
}

/** What the estimator is given: its page's words, the rates, the towns and the quote page's address. */
export type EstimatorInput = { words: EstimatorWords; rates: EstimateRates; towns: readonly Town[]; quotePath: string };

/** Everything the form and its result show for the form's answers. */
export function estimatorView(form: EstimatorForm, { words, rates, towns, quotePath }: EstimatorInput) {
  const { moving, ends, packing, storage, timing, result } = words;
  const estimate = estimateMove(form, towns, rates);
  const { crew, crewHours: hours, workstations, flights, storageDays } = estimate;

  const choices = estimatorChoices(words, rates);
  const range = `${formatDollars(estimate.low)} - ${formatDollars(estimate.high)}`;
  /** What is moving, as the result and the quote form name it. */
  const movingLabel =
    form.moving === "office" ? fillSlots(moving.officeSummary, { workstations }) : homeWords(moving)[form.moving];
  const accessLabel = (access: Access, flights: number) =>
    access === "stairs" ? fillSlots(ends.stairsSummary, { flights }) : ends[access];
  const packingLabel = packing[`${form.packing}Summary`];
  const storageLabel =
    form.storage === "none"
      ? storage.none
      : fillSlots(storage.summary, { tier: storage[form.storage], days: storageDays });

  const included = [
    fillSlots(rates.minimumHours >= hours ? result.crewAtMinimum : result.crew, { crew, hours }),
    ...result.always,
    ...(estimate.packerHours > 0
      ? [fillSlots(result.packing, { packing: packingLabel, hours: estimate.packerHours })]
      : []),
    ...(storageDays > 0
      ? [fillSlots(storageDays >= 30 ? result.storageMonthly : result.storageDaily, { storage: storageLabel })]
      : []),
  ];

  // The provider's form page, with a field for each of these names (README, "Moving cost estimator").
  const quoteParams = Object.entries({
    estimate_moving: movingLabel,
    estimate_from: form.from,
    estimate_to: form.to,
    estimate_access: `${accessLabel(form.fromAccess, flights.from)} / ${accessLabel(form.toAccess, flights.to)}`,
    estimate_packing: packingLabel,
    estimate_storage: storageLabel,
    estimate_timing: timing[form.timing],
    estimate_range: range,
    estimate_crew: `${crew} movers, ${hours} hours`,
    // No value on the provider's form URL may be longer than 200 characters.
  }).map(([name, value]) => [name, value.slice(0, 200)]);

  return {
    choices,
    estimate,
    range,
    movingLabel,
    summary: fillSlots(result.summary, { moving: movingLabel, from: form.from, to: form.to, crew, hours }),
    included,
    quoteHref: `${quotePath}?${new URLSearchParams(quoteParams)}`,
  };
}
