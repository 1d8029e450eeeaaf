/** The estimator page's rate table; src/pages/moving-cost-estimator.astro places it. */
import type { CollectionEntry } from "astro:content";
import { CallLink } from "../../components/call-link";
import { QuotePageLink } from "../../components/quote-links";
import { buttonRowClasses } from "../../components/ui/button";
import { Section, SectionHeading } from "../../components/ui/section";
import { business } from "../../data/business";
import { cn } from "../../lib/page/cn";
import { fillSlots } from "../../lib/estimator/estimator-form";
import { formatDollars } from "../../lib/page/format";
import type { EstimateRates } from "../../lib/estimator/moving-estimate";

type RateTableProps = { words: CollectionEntry<"estimatorPage">["data"]["rates"]; rates: EstimateRates };

/** A rate list's tiers, in the order the business details give them. */
const tierKeys = <T extends object>(rates: T) => Object.keys(rates) as (keyof T & string)[];

/** The rates the estimator computes from, in plain view: without JavaScript this is the estimator. */
export function RateTable({ words, rates }: RateTableProps) {
  const { packingPerHour, storagePerDay } = rates;
  const { packingTiers, storageTiers } = business.prices;
  const cards: { title: string; rates: [string, string][] }[] = [
    {
      title: words.crewTitle,
      rates: [
        ...([2, 3, 4] as const).map((crew): [string, string] => [
          fillSlots(words.crewRow, { crew }),
          fillSlots(words.hourlyRate, { price: formatDollars(rates.crewHourlyRate[crew]) }),
        ]),
        [words.truckFee, formatDollars(rates.truckFee)],
        [words.minimumTime, fillSlots(words.minimumTimeValue, { hours: rates.minimumHours })],
      ],
    },
    {
      title: words.packingTitle,
      rates: tierKeys(packingPerHour).map((tier) => [packingTiers[tier], formatDollars(packingPerHour[tier])]),
    },
    {
      title: words.storageTitle,
      rates: tierKeys(storagePerDay).map((tier) => [storageTiers[tier], formatDollars(storagePerDay[tier])]),
    },
  ];
  return (
    <Section id="estimator-rates" labelledBy="estimator-rates-heading">
      <SectionHeading id="estimator-rates-heading" {...words.heading} />
      <div className="grid gap-8 md:grid-cols-3">
        {cards.map((card) => (
          <div key={card.title} className="rounded-card bg-cream p-6">
            <h3 className="mb-2 font-display text-xl font-bold text-navy-900">{card.title}</h3>
            <dl>
              {card.rates.map(([what, rate]) => (
                <div key={what} className="flex justify-between gap-6 border-b border-navy-100 py-2.5 last:border-0">
                  <dt>{what}</dt>
                  <dd className="font-semibold whitespace-nowrap text-navy-900">{rate}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{words.note}</p>
      <div className={cn(buttonRowClasses, "mt-8 sm:justify-center")}>
        <QuotePageLink control="estimator-rates-quote">{words.quoteButton}</QuotePageLink>
        <CallLink control="estimator-rates-call" variant="outline" />
      </div>
    </Section>
  );
}
