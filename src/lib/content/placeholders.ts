/** Business values named in braces ("call {phone}"), filled at build; an unknown name stops it, naming the field. */
import type { Business } from "../../schemas/business.ts";
import { scopedPlaceholders, type BusinessPlaceholder } from "../../schemas/placeholders.ts";
import { formatDollars as dollars, formatHours } from "../page/format.ts";

/** "cash, check and major credit cards" */
export function listInProse(items: readonly string[]) {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const hoursInProse = (rows: Business["hours"]["moving"]["days"]) =>
  rows.map((row) => `${row.days}, ${formatHours(row, "short")}`).join("; ");

/** The Terms' sentences, which name the other values in braces; the Terms and the Check us panel both state them. */
type PolicySentence = "deposit" | "cancellation" | "coverage" | "claims";

/** Every name a text may use in braces, and its value. */
export function placeholderValues(business: Business): Record<BusinessPlaceholder, string> {
  const {
    tagline,
    shortName,
    legalName,
    email,
    address,
    hours,
    figures,
    prices,
    policies,
    licenses,
    estimator,
    offers,
  } = business;
  const { packingPerHour, storagePerDay, packingTiers, storageTiers } = prices;
  const given = {
    companyName: business.name,
    tagline,
    shortName,
    legalName,
    phone: business.phone.display,
    email,
    officeCity: address.city,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    movingHoursLabel: hours.moving.label,
    movingHours: hoursInProse(hours.moving.days),
    officeHoursLabel: hours.office.label,
    officeHours: hoursInProse(hours.office.days),
    emergencyHours: hours.emergency,
    usdot: licenses.usdot,
    mc: licenses.mc,
    ...figures,
    ...business.commitments,
    packingFragileOnly: dollars(packingPerHour.fragileOnly),
    packingPartial: dollars(packingPerHour.partial),
    packingFullService: dollars(packingPerHour.fullService),
    storageBasic: dollars(storagePerDay.basic),
    storageClimateControlled: dollars(storagePerDay.climateControlled),
    storagePremium: dollars(storagePerDay.premium),
    packingFragileOnlyTier: packingTiers.fragileOnly,
    packingPartialTier: packingTiers.partial,
    packingFullServiceTier: packingTiers.fullService,
    storageBasicTier: storageTiers.basic,
    storageClimateControlledTier: storageTiers.climateControlled,
    storagePremiumTier: storageTiers.premium,
    shortTermStorageDays: prices.shortTermStorageDays,
    longTermStorageDays: prices.longTermStorageDays,
    basicLiabilityPerPound: dollars(policies.basicLiabilityPerPound),
    damageClaimHours: policies.damageClaimHours,
    cancellationNoticeHours: policies.cancellationNoticeHours,
    paymentMethods: listInProse(policies.paymentMethods),
    prohibitedItems: policies.prohibitedItems.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join("; "),
    disputeVenue: policies.disputeVenue,
    governingLaw: policies.governingLaw,
    minimumAge: policies.minimumAge,
    stairsMinutesPerFlight: estimator.stairsMinutesPerFlight,
    elevatorMinutes: estimator.elevatorMinutes,
    averageSpeedMph: estimator.averageSpeedMph,
    // An offer left empty is "", so a list item naming it is left out (fillPlaceholders).
    climateControl: offers.climateControl,
    itemRetrieval: offers.itemRetrieval,
    buildingReservations: offers.buildingReservations,
    insuranceCertificates: offers.insuranceCertificates,
    trainingProgram: offers.trainingProgram,
  } satisfies Record<Exclude<BusinessPlaceholder, PolicySentence>, string | number | undefined>;
  const values = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value ?? "")]));
  const sentence = (field: PolicySentence) =>
    fillText(policies[field], values, `src/content/business.yaml → policies.${field}`);
  return {
    ...(values as Record<keyof typeof given, string>),
    deposit: sentence("deposit"),
    cancellation: sentence("cancellation"),
    coverage: sentence("coverage"),
    claims: sentence("claims"),
  };
}

const placeholder = /\{([A-Za-z]+)\}/g;

/** One text with its placeholders filled; `where` names the file and field for the error. */
export function fillText(text: string, values: Record<string, string>, where: string) {
  return text.replace(placeholder, (match, name: string) => {
    const value = values[name];
    if (value !== undefined) return value;
    const scope = scopedPlaceholders[name as keyof typeof scopedPlaceholders];
    if (scope) throw new Error(`${match} in ${where} works only in ${scope}`);
    throw new Error(
      `Unknown placeholder ${match} in ${where}. Known: ${Object.keys(values)
        .map((known) => `{${known}}`)
        .join(", ")}`,
    );
  });
}

/** Whether an item's text names a value left empty, like an offer the owner has not filled in. */
function namesAnEmptyValue(item: unknown, values: Record<string, string>): boolean {
  if (typeof item === "string") return [...item.matchAll(placeholder)].some(([, name]) => values[name!] === "");
  // A card's own words, not its lists: an empty line of a price card's list drops the line, not the card.
  return (
    typeof item === "object" &&
    item !== null &&
    Object.values(item).some((inner) => typeof inner === "string" && namesAnEmptyValue(inner, values))
  );
}

/** Every string in an entry, filled; a list item naming a value left empty (an offer not filled in) is left out. */
export function fillPlaceholders<T>(data: T, values: Record<string, string>, where: string): T {
  const walk = (node: unknown, path: string): unknown => {
    if (typeof node === "string") return fillText(node, values, `${where} → ${path}`);
    if (node instanceof Date) return node;
    if (Array.isArray(node))
      return node.flatMap((item, index) => (namesAnEmptyValue(item, values) ? [] : [walk(item, `${path}.${index}`)]));
    if (node && typeof node === "object")
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [key, walk(value, path ? `${path}.${key}` : key)]),
      );
    return node;
  };
  return walk(data, "") as T;
}
