import { useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { IslandBoundary } from "./island-boundary";

type OfficeMapProps = {
  /** The map provider's embed URL and the frame's title (officeMapProps in components/office-map-pin.tsx). */
  embedUrl: string;
  title: string;
  directionsUrl: string;
  /** The address under the pin: static HTML handed in by the layout. */
  children: ReactNode;
  /** Its shape (an aspect ratio); 4:3 unless given. */
  className?: string;
};

function MapFrame({ embedUrl, title }: { embedUrl: string; title: string }) {
  return (
    <iframe
      src={embedUrl}
      title={title}
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
function MapFacade({ embedUrl, title, directionsUrl, children, className }: OfficeMapProps) {
  const [showLive, setShowLive] = useState(false);
  return (
    // Clipped only around the live map: the facade may grow past its aspect ratio where its
    // column is narrow (the footer), rather than cut off its buttons.
    <div
      className={cn("relative rounded-card bg-navy-800", showLive && "overflow-hidden", className ?? "aspect-[4/3]")}
    >
      {showLive ? (
        <MapFrame embedUrl={embedUrl} title={title} />
      ) : (
        <>
          <div aria-hidden="true" className="absolute inset-0 rounded-card bg-map-grid" />
          <div className="relative flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-white">
            {children}
            <div className="flex flex-wrap justify-center gap-2">
              <button
                type="button"
                onClick={() => setShowLive(true)}
                className="min-h-11 cursor-pointer rounded-full bg-white px-5 text-sm font-semibold text-navy-950 hover:bg-accent-300"
              >
                Show map
              </button>
              <a
                href={directionsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full border border-white/70 px-5 text-sm font-semibold hover:bg-white/10"
              >
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <noscript>
            <MapFrame embedUrl={embedUrl} title={title} />
          </noscript>
        </>
      )}
    </div>
  );
}

export function OfficeMap(props: OfficeMapProps) {
  return (
    <IslandBoundary>
      <MapFacade {...props} />
    </IslandBoundary>
  );
}
