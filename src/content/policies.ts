/**
 * The limits of the Terms of Service (spec, section 9), as data: the Terms page and the FAQ
 * both state them from here, so an answer can never drift from the Terms.
 */
export const policies = {
  /** Basic liability coverage, included in every move. */
  basicLiabilityPerPound: "$0.60",
  /** Damage or loss must be reported within this many hours of delivery. */
  damageClaimHours: 24,
  /** Cancel at least this many hours before the move, or charges may apply. */
  cancellationNoticeHours: 24,
  paymentMethods: ["cash", "check", "major credit cards"],
  prohibitedItems: [
    "Flammable, explosive or corrosive materials, such as gasoline, propane tanks, paint thinner, fireworks and ammunition",
    "Perishable food, plants and live animals",
    "Firearms, unless unloaded, cased and agreed with us in advance",
    "Illegal items or anything whose possession or transport breaks the law",
  ],
  /** Storage stays (spec, section 9). */
  shortTermStorageDays: "1-30",
  longTermStorageDays: "30+",
} as const;

/** "cash, check and major credit cards" */
export function listInProse(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
