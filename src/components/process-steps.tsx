import { cn } from "../lib/page/cn";

export type ProcessStep = { title: string; description: string };

/** Numbered steps as an ordered list: a compact row on a phone, a card on wider screens. */
export function ProcessSteps({ steps, onDark = false }: { steps: readonly ProcessStep[]; onDark?: boolean }) {
  return (
    <ol className={cn("grid gap-4 sm:grid-cols-2 sm:gap-6", steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative flex gap-4 rounded-card p-5 sm:block sm:p-7",
            onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card",
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-display text-lg font-bold text-navy-950 sm:size-12 sm:text-xl"
          >
            {index + 1}
          </span>
          <div>
            <h3 className={cn("text-lg font-bold sm:mt-5 sm:text-xl", onDark ? "text-white" : "text-navy-900")}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={cn("mt-1 leading-relaxed sm:mt-2", onDark ? "text-navy-100" : "text-muted")}>
              {step.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
