import { cn } from "../lib/page/cn";
import { CheckList } from "./check-list";
import { QuotePopupButton } from "./quote-links";

export type PriceTier = {
  name: string;
  /** The advertised amount exactly as published, e.g. "$25". */
  price: string;
  /** What the price is per, e.g. "hour" or "day": shown as "$25/hour". */
  unit: string;
  /** Advertised prices are starting prices. */
  qualifier?: string;
  summary: string;
  includes: readonly string[];
  /** A short label that also highlights the tier, e.g. "Most complete". */
  badge?: string;
};

type PriceTiersProps = {
  tiers: readonly PriceTier[];
  /** Prefix for the conversion-event names of the tiers' quote buttons, e.g. "packing-tier". */
  control: string;
  /** Fine print under the cards: what the advertised prices mean. */
  note?: string;
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Advertised price tiers side by side, each with what it includes and a way to ask for a quote. */
export function PriceTiers({ tiers, control, note }: PriceTiersProps) {
  return (
    <div>
      <ul className={cn("grid gap-6", tiers.length >= 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
        {tiers.map((tier) => {
          const highlighted = Boolean(tier.badge);
          return (
            <li
              key={tier.name}
              className={cn(
                "relative flex flex-col rounded-card p-8",
                highlighted
                  ? "bg-navy-900 text-white shadow-card ring-2 ring-accent-400"
                  : "bg-white shadow-card ring-1 ring-navy-900/5",
              )}
            >
              {tier.badge && (
                <p className="absolute -top-3.5 left-8 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wider text-navy-950 uppercase">
                  {tier.badge}
                </p>
              )}
              <h3 className={cn("text-xl font-bold", highlighted ? "text-white" : "text-navy-900")}>{tier.name}</h3>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
                <span className={cn("text-sm font-semibold uppercase", highlighted ? "text-navy-100" : "text-muted")}>
                  {tier.qualifier ?? "From"}
                </span>{" "}
                <span
                  className={cn("font-display text-5xl font-bold", highlighted ? "text-accent-300" : "text-navy-900")}
                >
                  {tier.price}
                </span>
                <span className={cn("font-semibold", highlighted ? "text-navy-100" : "text-muted")}>/{tier.unit}</span>
              </p>
              <p className={cn("mt-4 leading-relaxed", highlighted ? "text-navy-100" : "text-muted")}>{tier.summary}</p>
              <div className={cn("mt-6 flex-1 border-t pt-6", highlighted ? "border-white/15" : "border-navy-100")}>
                <p className={cn("mb-3 text-sm font-semibold", highlighted ? "text-white" : "text-navy-900")}>
                  What's included
                </p>
                <CheckList items={tier.includes} onDark={highlighted} />
              </div>
              <QuotePopupButton
                control={`${control}-${slug(tier.name)}`}
                variant={highlighted ? "primary" : "navy"}
                className="mt-8 w-full"
              >
                Get a quote<span className="sr-only"> for {tier.name}</span>
              </QuotePopupButton>
            </li>
          );
        })}
      </ul>
      {note && <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">{note}</p>}
    </div>
  );
}
