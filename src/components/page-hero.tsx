import type { ReactNode } from "react";
import { cn } from "../lib/page/cn";
import { CallLink } from "./call-link";
import { DotList } from "./check-list";
import { QuoteEmbed } from "./quote-embed";
import { QuotePageLink } from "./quote-links";
import { buttonRowClasses } from "./ui/button";

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  intro: ReactNode;
  highlights?: readonly string[];
  control?: string;
  actions?: ReactNode;
  withQuoteForm?: boolean;
  art?: ReactNode;
};

/**
 * An inner page's navy top: one h1, call (`${control}-hero-call`) and quote or `actions`, beside it the form or `art`.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  control,
  actions = control && <QuotePageLink control={`${control}-hero-quote`} />,
  highlights,
  withQuoteForm,
  art,
}: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 text-white print:bg-white print:text-navy-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950 via-navy-950/90 to-navy-900/60 print:hidden"
      />
      <div
        className={cn(
          "mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20 print:py-6",
          withQuoteForm && "grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-start",
          art !== undefined && "grid gap-12 md:grid-cols-[1.15fr_1fr] md:items-center",
        )}
      >
        <div className={cn(!withQuoteForm && art === undefined && "max-w-3xl")}>
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-widest text-accent-300 uppercase print:mb-1">{eyebrow}</p>
          )}
          <h1 className="font-display text-display font-bold print:text-4xl">{title}</h1>
          <p className="mt-6 text-lead text-navy-100 print:mt-2 print:text-base print:text-ink">{intro}</p>
          <div data-hero-actions="" className={cn(buttonRowClasses, "mt-8 print:hidden")}>
            {control && <CallLink control={`${control}-hero-call`} />}
            {actions}
          </div>
          {highlights?.length ? (
            <DotList
              items={highlights}
              className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-navy-100 print:hidden"
              itemClassName="flex items-center gap-2"
              dotClassName="size-2 rounded-full bg-accent-400"
            />
          ) : null}
        </div>
        {withQuoteForm && <QuoteEmbed inHero />}
        {art && (
          <div className="hidden aspect-[4/3] overflow-hidden rounded-card shadow-card ring-1 ring-white/10 md:block print:hidden">
            {art}
          </div>
        )}
      </div>
    </section>
  );
}
