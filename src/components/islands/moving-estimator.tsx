/**
 * The moving cost estimator island: it keeps the visitor's answers and reports the conversions;
 * src/lib/estimator/estimator-form.ts works out the rest.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { estimatorView, type Choice, type EstimatorInput } from "../../lib/estimator/estimator-form";
import { initialForm, limits, type EstimatorForm } from "../../lib/estimator/moving-estimate";
import { cn } from "../../lib/page/cn";
import { reportConversion } from "../../lib/page/conversions";
import { withIslandBoundary } from "./island-boundary";

const fieldClasses =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-navy-200 bg-white px-3 text-base text-ink focus-visible:border-navy-700";

type FieldsetProps = {
  legend: string;
  children: ReactNode;
};

function Fieldset({ legend, children }: FieldsetProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-navy-900">{legend}</legend>
      <div className="mt-3">{children}</div>
    </fieldset>
  );
}

type ChoiceProps<T extends string> = {
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
};
type PillProps<T extends string> = ChoiceProps<T> & {
  legend: string;
  name: string;
  children?: ReactNode;
};

/** A question answered by radio buttons drawn as pills; `children` follow them (a question the answer leads to). */
function PillQuestion<T extends string>({ legend, name, choices, value, onChange, children }: PillProps<T>) {
  return (
    <Fieldset legend={legend}>
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
      {children}
    </Fieldset>
  );
}

const labelClasses = "block text-sm font-semibold text-navy-900";

type SelectProps<T extends string> = ChoiceProps<T> & {
  label: string;
  className?: string;
  hideLabel?: boolean;
};

/** A labelled drop-down; `hideLabel` keeps the label for screen readers only. */
function Select<T extends string>({ label, choices, value, onChange, className, hideLabel }: SelectProps<T>) {
  return (
    <label className={cn(labelClasses, className)}>
      {hideLabel ? <span className="sr-only">{label}</span> : label}
      <select value={value} onChange={(event) => onChange(event.target.value as T)} className={fieldClasses}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type NumberProps = {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  className: string;
};

function NumberField({ label, max, value, onChange, className }: NumberProps) {
  return (
    <label className={cn(labelClasses, className)}>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClasses}
      />
    </label>
  );
}

/**
 * The rates come from the business details, passed in so the island carries no config; the answers go to `quotePath` as
 * estimate_* parameters.
 */
type MovingEstimatorProps = EstimatorInput & {
  elsewhereName: string;
  telHref: string;
};

// One estimator per page, so its ids are fixed ("estimator-…"): useId's start with an underscore.
function Estimator({ rates, towns, elsewhereName, words, quotePath, telHref }: MovingEstimatorProps) {
  const places = [...towns.map((town) => town.name), elsewhereName].map((name) => ({ value: name, label: name }));
  const [form, setForm] = useState(() => initialForm(places[0]!.value));
  const started = useRef(false);
  /** An answer's value and change handler, for its control; the first change reports the start. */
  const bind = <K extends keyof EstimatorForm>(key: K) => ({
    value: form[key],
    onChange: (value: EstimatorForm[K]) => {
      if (!started.current) reportConversion({ event: "estimate_started", control: "estimator" });
      started.current = true;
      setForm((current) => ({ ...current, [key]: value }));
    },
  });
  const view = estimatorView(form, { words, rates, towns, quotePath });
  const { choices, movingLabel, range } = view;

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

  const { moving, ends, packing, storage, timing, result } = words;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:items-start">
      {/* A group, not a form: nothing is submitted, the estimate follows every answer. */}
      <div
        role="group"
        aria-labelledby="estimator-title"
        className="space-y-8 rounded-card bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8"
      >
        <h2 id="estimator-title" className="font-display text-2xl font-bold text-navy-900">
          {words.title}
        </h2>
        <PillQuestion legend={moving.legend} name="estimator-moving" choices={choices.moving} {...bind("moving")}>
          {form.moving === "office" && (
            <NumberField
              label={moving.workstations}
              max={limits.workstations}
              {...bind("workstations")}
              className="mt-4 max-w-56"
            />
          )}
        </PillQuestion>

        <div className="grid gap-8 sm:grid-cols-2">
          {(["from", "to"] as const).map((end) => {
            const access = `${end}Access` as const;
            return (
              <Fieldset key={end} legend={ends[end]}>
                <Select label={ends.town} choices={places} {...bind(end)} />
                <Select label={ends.access} choices={choices.access} {...bind(access)} className="mt-4" />
                {form[access] === "stairs" && (
                  <NumberField label={ends.flights} max={limits.flights} {...bind(`${end}Flights`)} className="mt-4" />
                )}
              </Fieldset>
            );
          })}
        </div>

        <PillQuestion legend={packing.legend} name="estimator-packing" choices={choices.packing} {...bind("packing")} />

        <Fieldset legend={storage.legend}>
          <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <Select label={storage.type} choices={choices.storage} {...bind("storage")} />
            {form.storage !== "none" && (
              <>
                <NumberField
                  label={storage.length}
                  max={limits.storageLength}
                  {...bind("storageLength")}
                  className="w-28"
                />
                <Select label={storage.unit} hideLabel choices={choices.storageUnit} {...bind("storageUnit")} />
              </>
            )}
          </div>
        </Fieldset>

        <PillQuestion legend={timing.legend} name="estimator-timing" choices={choices.timing} {...bind("timing")} />
      </div>

      {/* The answer: the range, what it includes, and the ways on. */}
      <section
        aria-labelledby="estimator-result"
        className="rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8 lg:sticky lg:top-36"
      >
        <h2 id="estimator-result" className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
          {result.title}
        </h2>
        <p aria-live="polite" className="mt-3">
          <span className="block font-display text-4xl font-bold sm:text-5xl">{range}</span>
          <span className="mt-2 block text-navy-100">{view.summary}</span>
        </p>
        <h3 className="mt-6 font-semibold">{result.includesTitle}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-navy-100">
          {view.included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl bg-white/10 p-4 text-sm text-navy-100">{result.disclaimer}</p>
        <div className="mt-6 grid gap-3">
          <a
            href={view.quoteHref}
            data-quote=""
            data-control="estimator-quote"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-400 px-6 font-semibold text-navy-950 hover:bg-accent-300"
          >
            {`${result.quoteButton} `}
            <span aria-hidden="true">→</span>
          </a>
          <a
            href={telHref}
            data-control="estimator-call"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white/80 px-6 font-semibold text-white hover:bg-white hover:text-navy-950"
          >
            {result.callButton}
          </a>
        </div>
      </section>
    </div>
  );
}

export const MovingEstimator = withIslandBoundary(Estimator);
