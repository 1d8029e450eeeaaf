import type { ReactNode } from "react";
import { business } from "../data/business";
import { cn } from "../lib/page/cn";

/**
 * "Open now, until 7 PM" or "Closed, opens 7 AM Monday", by the office and phone hours, written
 * by the page script (browser/open-status.ts). Until then, and without JavaScript, it shows
 * `children` (the hours), or an invisible line when there are none.
 */
export function OpenStatus({ className, children }: { className?: string; children?: ReactNode }) {
  const rows = business.hours.office.days.map(({ dayCodes, opens, closes }) => ({ dayCodes, opens, closes }));
  return (
    // With no hours to show, an invisible line keeps the status's place, so writing it shifts nothing.
    <span data-open-status={JSON.stringify(rows)} className={cn(className, !children && "invisible")}>
      {children ?? "\u00a0"}
    </span>
  );
}
