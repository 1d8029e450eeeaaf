/** The moving cost estimator's form controls and its answer (src/components/islands/moving-estimator.tsx). */
import type { ReactNode } from "react";
import type { Choice, EstimatorView, EstimatorWords } from "../lib/estimator/estimator-form";

const fieldClasses =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-navy-200 bg-white px-3 text-base text-ink focus-visible:border-navy-700";
const labelClasses = "block text-sm font-semibold text-navy-900";

/** A question: its legend over its controls. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-navy-900">{legend}</legend>
      <div className="mt-3">{children}</div>
    </fieldset>
  );
}

/** A choice among `choices`, bound to the form's state. */
type ChoiceProps<T extends string> = { choices: readonly Choice<T>[]; value: T; onChange: (value: T) => void };

/** A question answered by radio buttons drawn as pills; `children` follow them (a question the answer leads to). */
export function PillQuestion<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  children,
}: ChoiceProps<T> & { legend: string; name: string; children?: ReactNode }) {
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

/** A labelled drop-down; `hideLabel` keeps the label for screen readers only. */
export function Select<T extends string>({
  label,
  choices,
  value,
  onChange,
  className,
  hideLabel = false,
}: ChoiceProps<T> & { label: string; className?: string; hideLabel?: boolean }) {
  return (
    <label className={className ?? labelClasses}>
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

type NumberFieldProps = {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  className: string;
};

/** A labelled whole number from 1 to `max`. */
export function NumberField({ label, max, value, onChange, className }: NumberFieldProps) {
  return (
    <label className={className}>
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

/** The estimator's answer: the range, what it includes, and the ways on. */
type EstimateResultProps = { id: string; view: EstimatorView; words: EstimatorWords["result"]; telHref: string };

export function EstimateResult({ id, view, words, telHref }: EstimateResultProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8 lg:sticky lg:top-36"
    >
      <h2 id={id} className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
        {words.title}
      </h2>
      <p aria-live="polite" className="mt-3">
        <span className="block font-display text-4xl font-bold sm:text-5xl">{view.range}</span>
        <span className="mt-2 block text-navy-100">{view.summary}</span>
      </p>
      <h3 className="mt-6 font-semibold">{words.includesTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-navy-100">
        {view.included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-6 rounded-xl bg-white/10 p-4 text-sm text-navy-100">{words.disclaimer}</p>
      <div className="mt-6 grid gap-3">
        <a
          href={view.quoteHref}
          data-quote=""
          data-control="estimator-quote"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-400 px-6 font-semibold text-navy-950 hover:bg-accent-300"
        >
          {`${words.quoteButton} `}
          <span aria-hidden="true">→</span>
        </a>
        <a
          href={telHref}
          data-control="estimator-call"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white/80 px-6 font-semibold text-white hover:bg-white hover:text-navy-950"
        >
          {words.callButton}
        </a>
      </div>
    </section>
  );
}
