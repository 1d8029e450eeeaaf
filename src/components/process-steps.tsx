import { cn } from "../lib/cn";

export type ProcessStep = { title: string; description: string };

/** Numbered steps of a process; an ordered list, so the order is announced too. */
export function ProcessSteps({ steps, onDark = false }: { steps: readonly ProcessStep[]; onDark?: boolean }) {
  const columns = steps.length === 4 ? "lg:grid-cols-4" : steps.length === 6 ? "lg:grid-cols-3" : "lg:grid-cols-3";
  return (
    <ol className={cn("grid gap-6 sm:grid-cols-2", columns)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative rounded-card p-7",
            onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card",
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-accent-400 font-display text-xl font-bold text-navy-950"
          >
            {index + 1}
          </span>
          <h3 className={cn("mt-5 text-xl font-bold", onDark ? "text-white" : "text-navy-900")}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className={cn("mt-2 leading-relaxed", onDark ? "text-navy-100" : "text-muted")}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
