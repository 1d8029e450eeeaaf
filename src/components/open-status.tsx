import type { ReactNode } from "react";
import { business } from "../data/business";

/**
 * "Open now, until 7 PM" or "Closed, opens 7 AM Monday", by the office and phone hours, written
 * by the page script (browser/open-status.ts). Until then, and without JavaScript, it shows
 * `children` (the hours), or stays hidden when there are none.
 */
export function OpenStatus({ className, children }: { className?: string; children?: ReactNode }) {
  const rows = business.hours.office.days.map(({ dayCodes, opens, closes }) => ({ dayCodes, opens, closes }));
  return (
    <span data-open-status={JSON.stringify(rows)} hidden={!children} className={className}>
      {children}
    </span>
  );
}
