import { MapPin } from "lucide-react";
import { addressLines, business } from "../data/business";
import { cn } from "../lib/page/cn";
import { NewTabLink } from "./link-list";

function MapFrame() {
  return (
    <iframe
      src={business.map.embedUrl}
      title={`Map of the ${business.name} office in ${business.address.city}, ${business.address.region}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="absolute inset-0 size-full border-0"
    />
  );
}

type OfficeMapProps = {
  className?: string;
};

/** The office map behind a facade until Show map is pressed: the live map sets cookies and costs a phone a second.
 * Its button: src/browser/office-map.ts. */
export function OfficeMap({ className }: OfficeMapProps) {
  const [street, cityLine] = addressLines;
  return (
    // In a narrow column (the footer) the facade grows rather than cut off its buttons.
    <div data-office-map="" className={cn("relative rounded-card bg-navy-800", className ?? "aspect-[4/3]")}>
      <div aria-hidden="true" className="absolute inset-0 rounded-card bg-map-grid" />
      <div className="relative flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-white">
        <MapPin className="mx-auto size-10 text-accent-400" />
        <p className="font-semibold">
          {street}
          <br />
          {cityLine}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            data-show-map=""
            hidden
            className="min-h-11 cursor-pointer rounded-full bg-white px-5 text-sm font-semibold text-navy-950 hover:bg-accent-300"
          >
            Show map
          </button>
          <NewTabLink
            href={business.map.directionsUrl}
            className="inline-flex min-h-11 items-center rounded-full border border-white/70 px-5 text-sm font-semibold hover:bg-white/10"
          >
            Get directions
          </NewTabLink>
        </div>
      </div>
      <template>
        <div className="absolute inset-0 overflow-hidden rounded-card">
          <MapFrame />
        </div>
      </template>
      <noscript>
        <MapFrame />
      </noscript>
    </div>
  );
}
