/** The moving cost estimator island: it keeps the visitor's answers and reports the conversions; src/lib/estimator/estimator-form.ts works out the rest. */
import { useEffect, useRef, useState } from "react";
import { reportConversion } from "../../lib/page/conversions";
import { estimatorChoices, estimatorView, type EstimatorWords } from "../../lib/estimator/estimator-form";
import type { Town } from "../../lib/content/site-content";
import { initialForm, limits, type EstimateRates, type EstimatorForm } from "../../lib/estimator/moving-estimate";
import { EstimateResult, Fieldset, NumberField, PillQuestion, Select } from "../estimator-controls";
import { withIslandBoundary } from "./island-boundary";

type MovingEstimatorProps = {
  /** From the business details (estimateRates), passed in so the island carries no config. */
  rates: EstimateRates;
  towns: readonly Town[];
  elsewhereName: string;
  /** The estimator page's words (its content file). */
  words: EstimatorWords;
  /** Where the quote button leads; the answers go with it as estimate_* parameters. */
  quotePath: string;
  telHref: string;
};

function Estimator({ rates, towns, elsewhereName, words, quotePath, telHref }: MovingEstimatorProps) {
  // One estimator per page: a fixed prefix keeps its ids valid (useId's start with an underscore).
  const id = "estimator";
  const places = [...towns.map((town) => town.name), elsewhereName].map((name) => ({ value: name, label: name }));
  const [form, setForm] = useState<EstimatorForm>(() => initialForm(places[0]!.value));
  const started = useRef(false);
  const update =
    <K extends keyof EstimatorForm>(key: K) =>
    (value: EstimatorForm[K]) => {
      if (!started.current) {
        started.current = true;
        reportConversion({ event: "estimate_started", control: "estimator" });
      }
      setForm((current) => ({ ...current, [key]: value }));
    };

  /** An answer's value and change handler, for its control. */
  const bind = <K extends keyof EstimatorForm>(key: K) => ({ value: form[key], onChange: update(key) });
  const choices = estimatorChoices(words, rates);
  const view = estimatorView(form, { words, rates, towns, quotePath });
  const { movingLabel, range } = view;

  // A visitor who has changed an answer and then paused has seen a result: count it once per range.
  const lastReported = useRef("");
  useEffect(() => {
    if (!started.current) return;
    const timer = setTimeout(() => {
      const key = `${movingLabel}|${range}`;
      if (key === lastReported.current) return;
      lastReported.current = key;
      reportConversion({
        event: "estimate_completed",
        control: "estimator",
        details: { home_size: movingLabel, range },
      });
    }, 1500);
    return () => clearTimeout(timer);
  }, [movingLabel, range]);

  const { moving, ends, packing, storage, timing } = words;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:items-start">
      {/* A group, not a form: nothing is submitted, the estimate follows every answer. */}
      <div
        role="group"
        aria-labelledby={`${id}-title`}
        className="space-y-8 rounded-card bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-navy-900">
          {words.title}
        </h2>
        <PillQuestion legend={moving.legend} name={`${id}-moving`} choices={choices.moving} {...bind("moving")}>
          {form.moving === "office" && (
            <NumberField
              label={moving.workstations}
              max={limits.workstations}
              {...bind("workstations")}
              className="mt-4 block max-w-56 text-sm font-semibold text-navy-900"
            />
          )}
        </PillQuestion>

        <div className="grid gap-8 sm:grid-cols-2">
          {(["from", "to"] as const).map((end) => {
            const accessKey = end === "from" ? "fromAccess" : "toAccess";
            const flightsKey = end === "from" ? "fromFlights" : "toFlights";
            return (
              <Fieldset key={end} legend={ends[end]}>
                <Select label={ends.town} choices={places} {...bind(end)} />
                <Select
                  label={ends.access}
                  choices={choices.access}
                  {...bind(accessKey)}
                  className="mt-4 block text-sm font-semibold text-navy-900"
                />
                {form[accessKey] === "stairs" && (
                  <NumberField
                    label={ends.flights}
                    max={limits.flights}
                    {...bind(flightsKey)}
                    className="mt-4 block text-sm font-semibold text-navy-900"
                  />
                )}
              </Fieldset>
            );
          })}
        </div>

        <PillQuestion legend={packing.legend} name={`${id}-packing`} choices={choices.packing} {...bind("packing")} />

        <Fieldset legend={storage.legend}>
          <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <Select label={storage.type} choices={choices.storage} {...bind("storage")} />
            {form.storage !== "none" && (
              <>
                <NumberField
                  label={storage.length}
                  max={limits.storageLength}
                  {...bind("storageLength")}
                  className="block w-28 text-sm font-semibold text-navy-900"
                />
                <Select label={storage.unit} hideLabel choices={choices.storageUnit} {...bind("storageUnit")} />
              </>
            )}
          </div>
        </Fieldset>

        <PillQuestion legend={timing.legend} name={`${id}-timing`} choices={choices.timing} {...bind("timing")} />
      </div>

      <EstimateResult id={`${id}-result`} view={view} words={words.result} telHref={telHref} />
    </div>
  );
}

export const MovingEstimator = withIslandBoundary(Estimator);
