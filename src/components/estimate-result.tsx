/** The moving cost estimator's answer: the range, what it includes, and the ways on (src/components/islands/moving-estimator.tsx). */
import type { EstimatorView, EstimatorWords } from "../lib/estimator/estimator-form";

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
