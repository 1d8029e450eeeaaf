import { business } from "../data/business";
import { cn } from "../lib/page/cn";
import { everyStatus } from "../lib/page/open-status";

const rows = business.hours.office.days;
/** Said beside Call while the office is closed, and without JavaScript, which cannot tell: the spec's 24/7 line. */
const emergencyLine = `Emergency moves answered ${business.hours.emergency}`;
const statuses = everyStatus(rows);

type OpenStatusProps = {
  className?: string;
};

/** "Office open now, until 7 PM", or "Office closed, opens 7 AM Monday" and the emergency line, written and kept
 * current by src/browser/open-status.ts; without JavaScript, the emergency line. */
export function OpenStatus({ className }: OpenStatusProps) {
  const texts = [...statuses.open, ...statuses.closed.map((status) => `${status}. ${emergencyLine}`)];
  return (
    // Every text the status can show, stacked unseen in one cell, keeps it as wide and tall as the longest: writing
    // or changing it shifts nothing (it moved /contact by 26 px at 1280 px, CLS 0.0035, before).
    <span className={cn("grid", className)}>
      {texts.map((text) => (
        <span key={text} aria-hidden="true" className="invisible col-start-1 row-start-1">
          {text}
        </span>
      ))}
      <span
        data-open-status={JSON.stringify(rows, ["dayCodes", "opens", "closes"])}
        data-emergency-line={emergencyLine}
        className="col-start-1 row-start-1"
      >
        {emergencyLine}
      </span>
    </span>
  );
}
