import { MapPin } from "lucide-react";
import { useState } from "react";
import { business } from "../config/business";
import { formatAddressLines } from "../lib/format";

const mapTitle = `Map of the ${business.name} office in ${business.address.city}, ${business.address.region}`;

function MapFrame() {
  return (
    <iframe
      src={business.map.embedUrl}
      title={mapTitle}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="absolute inset-0 size-full border-0"
    />
  );
}

/**
 * The office map. The live map is a third party that sets cookies and costs a second of
 * a phone's time, so it waits behind a facade until the visitor asks for it. Without
 * JavaScript the lazily loaded iframe shows instead.
 */
export function OfficeMap({ className = "" }: { className?: string }) {
  const [showLive, setShowLive] = useState(false);
  const [street, cityLine] = formatAddressLines();
  return (
    <div className={`relative aspect-[4/3] overflow-hidden rounded-card bg-navy-800 ${className}`}>
      {showLive ? (
        <MapFrame />
      ) : (
        <>
          <div aria-hidden="true" className="absolute inset-0 bg-map-grid" />
          <div className="relative flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-white">
            <MapPin aria-hidden="true" className="size-10 text-accent-400" />
            <p className="font-semibold">
              {street}
              <br />
              {cityLine}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <button
                type="button"
                onClick={() => setShowLive(true)}
                className="min-h-11 cursor-pointer rounded-full bg-white px-5 text-sm font-semibold text-navy-950 hover:bg-accent-300"
              >
                Show map
              </button>
              <a
                href={business.map.directionsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full border border-white/70 px-5 text-sm font-semibold hover:bg-white/10"
              >
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <noscript>
            <MapFrame />
          </noscript>
        </>
      )}
    </div>
  );
}
