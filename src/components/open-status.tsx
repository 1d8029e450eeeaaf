import type { ReactNode } from "react";
import { business } from "../data/business";
import { cn } from "../lib/page/cn";

/** "Open now, until 7 PM" or "Closed, opens 7 AM Monday", written by browser/open-status.ts; until then `children`. */
export function OpenStatus({ className, children }: { className?: string; children?: ReactNode }) {
  const rows = JSON.stringify(business.hours.office.days, ["dayCodes", "opens", "closes"]);
  return (
    // With no hours to show, an invisible line keeps the status's place, so writing it shifts nothing.
    <span data-open-status={rows} className={cn(className, !children && "invisible")}>
      {children ?? "\u00a0"}
    </span>
  );
}
