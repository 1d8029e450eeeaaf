import { ArrowRight, Calculator } from "lucide-react";
import { siteText } from "../data/content";

type EstimatorTeaserProps = {
  control: string;
};

/** The way into the moving cost estimator, under the steps of the home and residential pages. */
export function EstimatorTeaser({ control }: EstimatorTeaserProps) {
  return (
    <div className="mx-auto mt-12 max-w-2xl">
      <a
        href="/moving-cost-estimator"
        data-control={control}
        className="group flex items-center gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-navy-900/5 hover:ring-navy-900/20 sm:p-7"
      >
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-100">
          <Calculator className="size-7 text-accent-700" />
        </span>
        <span className="flex-1">
          <span className="block font-display text-xl font-bold text-navy-900 sm:text-2xl">
            {siteText.estimatorTeaser.title}
          </span>
          <span className="mt-1 block text-muted">{siteText.estimatorTeaser.body}</span>
        </span>
        <ArrowRight className="size-6 shrink-0 text-navy-800 transition-transform group-hover:translate-x-1" />
      </a>
    </div>
  );
}
