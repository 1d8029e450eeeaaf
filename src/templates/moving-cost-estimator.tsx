import { cn } from "../lib/cn";
import { ButtonLink, buttonRowClasses } from "../components/ui/button";
import type { ReactNode } from "react";
import { CallLink } from "../components/call-link";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { Section, SectionHeading } from "../components/ui/section";
import { business } from "../data/business";
import { formatDollars } from "../lib/dollars";
import { estimateRates } from "../lib/estimate-rates";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({
    title: "Moving cost estimator for Metro Atlanta",
    description:
      "Answer six quick questions about your Metro Atlanta move and see a ballpark price range from our standard rates, then get an exact quote.",
    pathname: path,
    breadcrumbLabel: "Moving cost estimator",
  });

/** One card of the rate table: a heading over what costs what. */
function RateCard({ title, rates }: { title: string; rates: [string, string][] }) {
  return (
    <div className="rounded-card bg-cream p-6">
      <h3 className="mb-2 font-display text-xl font-bold text-navy-900">{title}</h3>
      <dl>
        {rates.map(([what, rate]) => (
          <div key={what} className="flex justify-between gap-6 border-b border-navy-100 py-2.5 last:border-0">
            <dt>{what}</dt>
            <dd className="font-semibold whitespace-nowrap text-navy-900">{rate}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The rates the estimator computes from, in plain view: without JavaScript this is the estimator. */
function RateTable() {
  const rates = estimateRates;
  const { prices } = business;
  return (
    <Section id="estimator-rates" labelledBy="estimator-rates-heading">
      <SectionHeading
        id="estimator-rates-heading"
        eyebrow="How the ballpark is worked out"
        title="The rates behind every estimate"
        intro="Crew time covers loading, unloading, stairs or elevators and the drive between your addresses, with a minimum per move. Packing and storage are added at the advertised rates."
      />
      <div className="grid gap-8 md:grid-cols-3">
        <RateCard
          title="Crew and truck"
          rates={[
            ...([2, 3, 4] as const).map((crew): [string, string] => [
              `${crew} movers and a truck`,
              `${formatDollars(rates.crewHourlyRate[crew])}/hour`,
            ]),
            ["Truck and travel fee", formatDollars(rates.truckFee)],
            ["Minimum crew time", `${rates.minimumHours} hours`],
          ]}
        />
        <RateCard
          title="Packing, per hour"
          rates={[
            ["Fragile-only", formatDollars(prices.packingPerHour.fragileOnly)],
            ["Partial", formatDollars(prices.packingPerHour.partial)],
            ["Full service", formatDollars(prices.packingPerHour.fullService)],
          ]}
        />
        <RateCard
          title="Storage, per day"
          rates={[
            ["Basic", formatDollars(prices.storagePerDay.basic)],
            ["Climate controlled", formatDollars(prices.storagePerDay.climateControlled)],
            ["Premium", formatDollars(prices.storagePerDay.premium)],
          ]}
        />
      </div>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">
        Stairs add {rates.stairsMinutesPerFlight} minutes per flight and an elevator {rates.elevatorMinutes} minutes at
        each address; drive time assumes {rates.averageSpeedMph} mph on Metro Atlanta roads. Every figure is a
        non-binding ballpark: a binding estimate needs an in-person assessment.
      </p>
      <div className={cn(buttonRowClasses, "mt-8 sm:justify-center")}>
        <QuoteLink control="estimator-rates-quote">Get an exact quote</QuoteLink>
        <CallLink control="estimator-rates-call" variant="outline" />
      </div>
    </Section>
  );
}

/** `estimator` is the MovingEstimator island, placed by src/pages/[...slug].astro. */
export function MovingCostEstimator({ estimator }: { estimator?: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Moving cost estimator"
        title="What will my move cost?"
        intro="Six quick questions give you a ballpark range from our standard rates. When you are ready, get an exact quote, free and without obligation."
        actions={
          <>
            <CallLink control="estimator-hero-call" variant="outlineLight" />
            <ButtonLink href="#estimator">Start the estimate</ButtonLink>
          </>
        }
      />
      <div id="estimator" className="scroll-mt-28 bg-cream py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">{estimator}</div>
      </div>
      <RateTable />
    </>
  );
}
