import { useEffect, useRef, useState, type ReactNode } from "react";
import { reportConversion } from "../../browser/island-conversion";
import { formatDollars } from "../../lib/format";
import {
  estimateMove,
  estimateQuoteParams,
  type Access,
  type EstimateAnswers,
  type EstimateRates,
  type HomeSize,
  type PackingTier,
  type StorageTier,
  type Timing,
} from "../../lib/moving-estimate";
import { IslandBoundary } from "./island-boundary";

type TownOption = { name: string; latitude: number; longitude: number };

type MovingEstimatorProps = {
  /** From the business config (lib/estimate-rates.ts), passed in so the island carries no config. */
  rates: EstimateRates;
  towns: readonly TownOption[];
  elsewhereName: string;
  /** Where "Get my free quote" leads; the answers go with it as estimate_* parameters. */
  quotePath: string;
  telHref: string;
  phoneDisplay: string;
};

type Choice<T extends string> = { value: T; label: string };

const homeChoices: Choice<HomeSize | "office">[] = [
  { value: "studio", label: "Studio" },
  { value: "1-bedroom", label: "1 bedroom" },
  { value: "2-bedroom", label: "2 bedrooms" },
  { value: "3-bedroom", label: "3 bedrooms" },
  { value: "4-bedroom", label: "4+ bedrooms" },
  { value: "office", label: "Office" },
];

const accessChoices: Choice<Access["kind"]>[] = [
  { value: "ground", label: "Ground floor" },
  { value: "stairs", label: "Stairs" },
  { value: "elevator", label: "Elevator" },
];

const timingChoices: Choice<Timing>[] = [
  { value: "weekday", label: "Weekday" },
  { value: "weekend", label: "Weekend" },
  { value: "evening", label: "Evening" },
];

const storageChoices: Choice<StorageTier | "none">[] = [
  { value: "none", label: "No storage" },
  { value: "basic", label: "Basic" },
  { value: "climateControlled", label: "Climate controlled" },
  { value: "premium", label: "Premium" },
];

/** What the form holds: strings, as form controls give them. */
type FormState = {
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

const labelOf = <T extends string>(choices: Choice<T>[], value: T) =>
  choices.find((choice) => choice.value === value)?.label ?? value;
const count = (text: string, fallback: number, max: number) => {
  const number = Math.round(Number(text));
  return Number.isFinite(number) && number >= 1 ? Math.min(number, max) : fallback;
};

const fieldClasses =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-navy-200 bg-white px-3 text-base text-ink focus-visible:border-navy-700";
const legendClasses = "text-base font-semibold text-navy-900";

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className={legendClasses}>{legend}</legend>
      <div className="mt-3">{children}</div>
    </fieldset>
  );
}

/** A row of choices as radio buttons styled as pills: one tap, keyboard arrows, and the legend names the group. */
function Pills<T extends string>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 has-checked:bg-navy-900 has-checked:text-white has-checked:ring-navy-900 has-focus-visible:outline-3 has-focus-visible:outline-accent-400"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

function Estimator({ rates, towns, elsewhereName, quotePath, telHref, phoneDisplay }: MovingEstimatorProps) {
  // One estimator per page: a fixed prefix keeps its ids valid (useId's start with an underscore).
  const id = "estimator";
  const placeNames = [...towns.map((town) => town.name), elsewhereName];
  const [form, setForm] = useState<FormState>({
    moving: "2-bedroom",
    workstations: "10",
    from: towns[0]?.name ?? elsewhereName,
    to: towns[0]?.name ?? elsewhereName,
    fromAccess: "ground",
    fromFlights: "1",
    toAccess: "ground",
    toFlights: "1",
    packing: "none",
    storage: "none",
    storageLength: "2",
    storageUnit: "months",
    timing: "weekday",
  });
  const started = useRef(false);
  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    if (!started.current) {
      started.current = true;
      reportConversion({ event: "estimate_started", control: "estimator" });
    }
    setForm((current) => ({ ...current, [key]: value }));
  };

  const placeOf = (name: string): EstimateAnswers["from"] => towns.find((town) => town.name === name) ?? "elsewhere";
  const accessOf = (kind: Access["kind"], flights: string): Access =>
    kind === "stairs" ? { kind, flights: count(flights, 1, 10) } : { kind };
  const storageDays = count(form.storageLength, 1, 365) * (form.storageUnit === "months" ? 30 : 1);

  const answers: EstimateAnswers = {
    moving:
      form.moving === "office"
        ? { kind: "office", workstations: count(form.workstations, 1, 500) }
        : { kind: "home", size: form.moving },
    from: placeOf(form.from),
    to: placeOf(form.to),
    fromAccess: accessOf(form.fromAccess, form.fromFlights),
    toAccess: accessOf(form.toAccess, form.toFlights),
    packing: form.packing,
    storage: form.storage === "none" ? "none" : { tier: form.storage, days: storageDays },
    timing: form.timing,
  };
  const estimate = estimateMove(answers, rates);
  const range = `${formatDollars(estimate.low)} - ${formatDollars(estimate.high)}`;
  const movingLabel =
    form.moving === "office"
      ? `Office, about ${count(form.workstations, 1, 500)} workstations`
      : labelOf(homeChoices, form.moving);
  const accessLabel = (kind: Access["kind"], flights: string) =>
    kind === "stairs" ? `Stairs, ${count(flights, 1, 10)} flight(s)` : labelOf(accessChoices, kind);
  const packingLabel: Record<FormState["packing"], string> = {
    none: "No packing",
    fragileOnly: "Fragile-only packing",
    partial: "Partial packing",
    fullService: "Full-service packing",
  };
  const storageLabel =
    form.storage === "none" ? "No storage" : `${labelOf(storageChoices, form.storage)} storage, ${storageDays} days`;

  const quoteParams = estimateQuoteParams({
    moving: movingLabel,
    from: form.from,
    to: form.to,
    access: `${accessLabel(form.fromAccess, form.fromFlights)} / ${accessLabel(form.toAccess, form.toFlights)}`,
    packing: packingLabel[form.packing],
    storage: storageLabel,
    timing: labelOf(timingChoices, form.timing),
    estimate,
  });
  const quoteHref = `${quotePath}?${new URLSearchParams(quoteParams)}`;

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

  const included = [
    `${estimate.crew} movers and a truck, for about ${estimate.crewHours} hours${rates.minimumHours >= estimate.crewHours ? " (our minimum)" : ""}`,
    "The drive between your addresses, and travel to the first",
    "Basic liability coverage, as in every move",
    ...(estimate.packerHours > 0 ? [`${packingLabel[form.packing]}: about ${estimate.packerHours} packer hours`] : []),
    ...(estimate.storageDays > 0
      ? [`${storageLabel}, billed ${estimate.storageDays >= 30 ? "monthly" : "by the day"}`]
      : []),
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:items-start">
      {/* A group, not a form: nothing is submitted, the estimate follows every answer. */}
      <div
        role="group"
        aria-labelledby={`${id}-title`}
        className="space-y-8 rounded-card bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-navy-900">
          Tell us about your move
        </h2>
        <Fieldset legend="What is moving?">
          <Pills
            name={`${id}-moving`}
            choices={homeChoices}
            value={form.moving}
            onChange={(value) => update("moving", value)}
          />
          {form.moving === "office" && (
            <label className="mt-4 block max-w-56 text-sm font-semibold text-navy-900">
              About how many workstations?
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                value={form.workstations}
                onChange={(event) => update("workstations", event.target.value)}
                className={fieldClasses}
              />
            </label>
          )}
        </Fieldset>

        <div className="grid gap-8 sm:grid-cols-2">
          {(["from", "to"] as const).map((end) => {
            const accessKey = end === "from" ? "fromAccess" : "toAccess";
            const flightsKey = end === "from" ? "fromFlights" : "toFlights";
            return (
              <Fieldset key={end} legend={end === "from" ? "Moving from" : "Moving to"}>
                <label className="block text-sm font-semibold text-navy-900">
                  Town
                  <select
                    value={form[end]}
                    onChange={(event) => update(end, event.target.value)}
                    className={fieldClasses}
                  >
                    {placeNames.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </select>
                </label>
                <label className="mt-4 block text-sm font-semibold text-navy-900">
                  Access
                  <select
                    value={form[accessKey]}
                    onChange={(event) => update(accessKey, event.target.value as Access["kind"])}
                    className={fieldClasses}
                  >
                    {accessChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </label>
                {form[accessKey] === "stairs" && (
                  <label className="mt-4 block text-sm font-semibold text-navy-900">
                    Flights of stairs
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={10}
                      value={form[flightsKey]}
                      onChange={(event) => update(flightsKey, event.target.value)}
                      className={fieldClasses}
                    />
                  </label>
                )}
              </Fieldset>
            );
          })}
        </div>

        <Fieldset legend="Packing">
          <Pills
            name={`${id}-packing`}
            choices={[
              { value: "none", label: "I'll pack" },
              { value: "fragileOnly", label: `Fragile only, ${formatDollars(rates.packingPerHour.fragileOnly)}/h` },
              { value: "partial", label: `Partial, ${formatDollars(rates.packingPerHour.partial)}/h` },
              { value: "fullService", label: `Full service, ${formatDollars(rates.packingPerHour.fullService)}/h` },
            ]}
            value={form.packing}
            onChange={(value) => update("packing", value)}
          />
        </Fieldset>

        <Fieldset legend="Storage">
          <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <label className="block text-sm font-semibold text-navy-900">
              Type
              <select
                value={form.storage}
                onChange={(event) => update("storage", event.target.value as FormState["storage"])}
                className={fieldClasses}
              >
                {storageChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.value === "none"
                      ? choice.label
                      : `${choice.label}, ${formatDollars(rates.storagePerDay[choice.value])}/day`}
                  </option>
                ))}
              </select>
            </label>
            {form.storage !== "none" && (
              <>
                <label className="block w-28 text-sm font-semibold text-navy-900">
                  For how long
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={365}
                    value={form.storageLength}
                    onChange={(event) => update("storageLength", event.target.value)}
                    className={fieldClasses}
                  />
                </label>
                <label className="block text-sm font-semibold text-navy-900">
                  <span className="sr-only">Days or months</span>
                  <select
                    value={form.storageUnit}
                    onChange={(event) => update("storageUnit", event.target.value as FormState["storageUnit"])}
                    className={fieldClasses}
                  >
                    <option value="days">days</option>
                    <option value="months">months</option>
                  </select>
                </label>
              </>
            )}
          </div>
        </Fieldset>

        <Fieldset legend="When">
          <Pills
            name={`${id}-timing`}
            choices={timingChoices}
            value={form.timing}
            onChange={(value) => update("timing", value)}
          />
        </Fieldset>
      </div>

      <section
        aria-labelledby={`${id}-result`}
        className="rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8 lg:sticky lg:top-36"
      >
        <h2 id={`${id}-result`} className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
          Your ballpark
        </h2>
        <p aria-live="polite" className="mt-3">
          <span className="block font-display text-4xl font-bold sm:text-5xl">{range}</span>
          <span className="mt-2 block text-navy-100">
            {movingLabel}, {form.from} to {form.to}: {estimate.crew} movers for about {estimate.crewHours} hours.
          </span>
        </p>
        <h3 className="mt-6 font-semibold">What this includes</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-navy-100">
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl bg-white/10 p-4 text-sm text-navy-100">
          A non-binding ballpark from our standard rates, not a quote. Your written estimate can differ; a binding
          estimate needs an in-person assessment of your home or office.
        </p>
        <div className="mt-6 grid gap-3">
          <a
            href={quoteHref}
            data-quote=""
            data-control="estimator-quote"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-400 px-6 font-semibold text-navy-950 hover:bg-accent-300"
          >
            Get my free quote <span aria-hidden="true">→</span>
          </a>
          <a
            href={telHref}
            data-control="estimator-call"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white/80 px-6 font-semibold text-white hover:bg-white hover:text-navy-950"
          >
            Call {phoneDisplay}
          </a>
        </div>
      </section>
    </div>
  );
}

export function MovingEstimator(props: MovingEstimatorProps) {
  return (
    <IslandBoundary>
      <Estimator {...props} />
    </IslandBoundary>
  );
}
