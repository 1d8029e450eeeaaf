/**
 * The moving cost estimator's arithmetic: a visitor's answers and the configured rates
 * (business.estimator and business.prices) give a ballpark range, never a binding price.
 * Pure: no DOM, no config import, so it is tested by hand-checked cases and runs in the
 * estimator island unchanged.
 *
 * crew hours   = max(minimum hours, load-and-unload hours + access time at both ends + drive time),
 *                rounded up to the next half hour
 * drive time   = straight-line miles between the towns x road factor / average speed
 *                (same town: sameTownMiles; either end elsewhere: the assumed road miles)
 * price        = crew hours x the crew's hourly rate x (1 + timing surcharge) + truck fee
 *                + packer hours x the packing rate + storage days x the storage rate
 * range        = price x (1 - low) rounded down and price x (1 + high) rounded up, to roundTo dollars
 */

import { formatDollars } from "../page/format";

export type HomeSize = "studio" | "1-bedroom" | "2-bedroom" | "3-bedroom" | "4-bedroom";
export type PackingTier = "fragileOnly" | "partial" | "fullService";
export type StorageTier = "basic" | "climateControlled" | "premium";
export type Timing = "weekday" | "weekend" | "evening";

export type WhatMoves = { kind: "home"; size: HomeSize } | { kind: "office"; workstations: number };
export type Access = { kind: "ground" } | { kind: "stairs"; flights: number } | { kind: "elevator" };

/** A town by its coordinates, or "elsewhere" in Metro Atlanta. */
export type Place = { latitude: number; longitude: number } | "elsewhere";

export type EstimateAnswers = {
  moving: WhatMoves;
  from: Place;
  to: Place;
  fromAccess: Access;
  toAccess: Access;
  packing: PackingTier | "none";
  storage: { tier: StorageTier; days: number } | "none";
  timing: Timing;
};

export type EstimateRates = {
  crewHourlyRate: Record<2 | 3 | 4, number>;
  truckFee: number;
  minimumHours: number;
  homes: Record<HomeSize, { crew: 2 | 3 | 4; hours: number }>;
  office: {
    hoursPerWorkstation: number;
    packingHoursPerWorkstation: number;
    crew: 2 | 3 | 4;
    largeCrew: 2 | 3 | 4;
    largeFrom: number;
  };
  stairsMinutesPerFlight: number;
  elevatorMinutes: number;
  fullPackingHours: Record<HomeSize, number>;
  timingSurchargePercent: Record<Timing, number>;
  roadFactor: number;
  averageSpeedMph: number;
  sameTownMiles: number;
  elsewhereRoadMiles: number;
  range: { low: number; high: number; roundTo: number };
  packingPerHour: Record<PackingTier, number>;
  storagePerDay: Record<StorageTier, number>;
};

export type Estimate = {
  low: number;
  high: number;
  crew: 2 | 3 | 4;
  /** Crew time charged, in hours (the minimum applied, rounded up to a half hour). */
  crewHours: number;
  /** Its parts, in hours, before the minimum and rounding. */
  loadHours: number;
  accessHours: number;
  driveHours: number;
  packerHours: number;
  storageDays: number;
  /** The computed price the range is built around. */
  price: number;
};

/** How much of full-service packing each tier covers. */
const packingShare: Record<PackingTier, number> = { fullService: 1, partial: 0.5, fragileOnly: 0.25 };

const earthRadiusMiles = 3958.8;

/** Great-circle distance in miles. */
export function straightLineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(h));
}

/** Road miles between two places, as the estimator assumes them. */
export function roadMiles(from: Place, to: Place, rates: EstimateRates): number {
  if (from === "elsewhere" || to === "elsewhere") return rates.elsewhereRoadMiles;
  const miles = straightLineMiles(from, to) * rates.roadFactor;
  return miles < 0.5 ? rates.sameTownMiles : miles;
}

function accessMinutes(access: Access, rates: EstimateRates): number {
  if (access.kind === "stairs") return Math.max(0, access.flights) * rates.stairsMinutesPerFlight;
  if (access.kind === "elevator") return rates.elevatorMinutes;
  return 0;
}

const roundUpToHalf = (hours: number) => Math.ceil(hours * 2 - 1e-9) / 2;

export function estimateMove(answers: EstimateAnswers, rates: EstimateRates): Estimate {
  const { moving } = answers;
  const crew =
    moving.kind === "home"
      ? rates.homes[moving.size].crew
      : moving.workstations >= rates.office.largeFrom
        ? rates.office.largeCrew
        : rates.office.crew;
  const loadHours =
    moving.kind === "home" ? rates.homes[moving.size].hours : moving.workstations * rates.office.hoursPerWorkstation;
  const accessHours = (accessMinutes(answers.fromAccess, rates) + accessMinutes(answers.toAccess, rates)) / 60;
  const driveHours = roadMiles(answers.from, answers.to, rates) / rates.averageSpeedMph;
  const crewHours = roundUpToHalf(Math.max(rates.minimumHours, loadHours + accessHours + driveHours));

  const fullPacking =
    moving.kind === "home"
      ? rates.fullPackingHours[moving.size]
      : moving.workstations * rates.office.packingHoursPerWorkstation;
  const packerHours = answers.packing === "none" ? 0 : roundUpToHalf(fullPacking * packingShare[answers.packing]);
  const packingCost = answers.packing === "none" ? 0 : packerHours * rates.packingPerHour[answers.packing];

  const storageDays = answers.storage === "none" ? 0 : Math.max(0, Math.round(answers.storage.days));
  const storageCost = answers.storage === "none" ? 0 : storageDays * rates.storagePerDay[answers.storage.tier];

  const surcharge = 1 + rates.timingSurchargePercent[answers.timing] / 100;
  const price = crewHours * rates.crewHourlyRate[crew] * surcharge + rates.truckFee + packingCost + storageCost;
  const step = rates.range.roundTo;
  return {
    low: Math.floor((price * (1 - rates.range.low)) / step) * step,
    high: Math.ceil((price * (1 + rates.range.high)) / step) * step,
    crew,
    crewHours,
    loadHours,
    accessHours,
    driveHours,
    packerHours,
    storageDays,
    price,
  };
}

/** The longest value any parameter on the provider's form URL may have. */
export const maxQuoteParamLength = 200;

/**
 * The answers and the range as parameters for the provider's form page, so the visitor does
 * not type them again and the owner sees them with the lead. The owner creates a field for
 * each of these names in the provider's form (README, "Moving cost estimator").
 */
export function estimateQuoteParams(summary: {
  moving: string;
  from: string;
  to: string;
  access: string;
  packing: string;
  storage: string;
  timing: string;
  estimate: Estimate;
}): Record<string, string> {
  const params = {
    estimate_moving: summary.moving,
    estimate_from: summary.from,
    estimate_to: summary.to,
    estimate_access: summary.access,
    estimate_packing: summary.packing,
    estimate_storage: summary.storage,
    estimate_timing: summary.timing,
    estimate_range: `${formatDollars(summary.estimate.low)} - ${formatDollars(summary.estimate.high)}`,
    estimate_crew: `${summary.estimate.crew} movers, ${summary.estimate.crewHours} hours`,
  };
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value.slice(0, maxQuoteParamLength)]));
}
