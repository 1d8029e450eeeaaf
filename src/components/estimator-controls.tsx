/** The moving cost estimator's form controls (src/components/islands/moving-estimator.tsx). */
import type { ReactNode } from "react";
import type { Choice } from "../lib/estimator/estimator-form";

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

/** A question answered by radio buttons drawn as pills; `children` follow them (a question the answer leads to). */
export function PillQuestion<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
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
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  hideLabel?: boolean;
}) {
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

/** A labelled whole number from 1 to `max`. */
type NumberFieldProps = {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  className: string;
};

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
