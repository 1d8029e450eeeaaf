/** The estimator page's rate table; src/pages/moving-cost-estimator.astro places it. */
import type { CollectionEntry } from "astro:content";
import { CallLink } from "../../components/call-link";
import { QuotePageLink } from "../../components/quote-links";
import { buttonRowClasses } from "../../components/ui/button";
import { Section, SectionHeading } from "../../components/ui/section";
import { cn } from "../../lib/cn";
import { formatDollars } from "../../lib/format";
import type { EstimateRates } from "../../lib/moving-estimate";

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

type RateTableProps = { words: CollectionEntry<"estimatorPage">["data"]["rates"]; rates: EstimateRates };

/** The rates the estimator computes from, in plain view: without JavaScript this is the estimator. */
export function RateTable({ words, rates }: RateTableProps) {
  const { packingPerHour, storagePerDay } = rates;
  return (
    <Section id="estimator-rates" labelledBy="estimator-rates-heading">
      <SectionHeading id="estimator-rates-heading" {...words.heading} />
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
            ["Fragile-only", formatDollars(packingPerHour.fragileOnly)],
            ["Partial", formatDollars(packingPerHour.partial)],
            ["Full service", formatDollars(packingPerHour.fullService)],
          ]}
        />
        <RateCard
          title="Storage, per day"
          rates={[
            ["Basic", formatDollars(storagePerDay.basic)],
            ["Climate controlled", formatDollars(storagePerDay.climateControlled)],
            ["Premium", formatDollars(storagePerDay.premium)],
          ]}
        />
      </div>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{words.note}</p>
      <div className={cn(buttonRowClasses, "mt-8 sm:justify-center")}>
        <QuotePageLink control="estimator-rates-quote">Get a free quote</QuotePageLink>
        <CallLink control="estimator-rates-call" variant="outline" />
      </div>
    </Section>
  );
}
