import { useHydrated } from "../../lib/use-hydrated";
import { IslandBoundary } from "./island-boundary";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "2026-11-22" from the local calendar date (toISOString would shift it to UTC). */
function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

function DateText({ buildDate }: { buildDate: string }) {
  const hydrated = useHydrated();
  const date = hydrated ? new Date() : new Date(`${buildDate}T12:00:00`);
  return <time dateTime={isoDate(date)}>{longDate.format(date)}</time>;
}

/**
 * Today's date, as the spec shows it on the legal pages. The static HTML carries the build
 * date (`buildDate`, "YYYY-MM-DD"), and the island swaps in the visitor's date once it runs.
 */
export function TodayDate({ buildDate }: { buildDate: string }) {
  return (
    <IslandBoundary>
      <DateText buildDate={buildDate} />
    </IslandBoundary>
  );
}
