/**
 * The moving cost estimator's arithmetic: a visitor's answers and the owner's rates give a
 * ballpark range, never a binding price. Pure, so the island runs it unchanged.
 *
 * crew hours   = max(minimum hours, load-and-unload hours + access time at both ends + drive time),
 *                rounded up to the next half hour
 * drive time   = straight-line miles between the towns x road factor / average speed
 *                (same town: sameTownMiles; either end elsewhere: the assumed road miles)
 * price        = crew hours x the crew's hourly rate x (1 + timing surcharge) + truck fee
 *                + packer hours x the packing rate + storage days x the storage rate
 * range        = price x (1 - low) rounded down and price x (1 + high) rounded up, to roundTo dollars
 */
import type { Business } from "../../schemas/business";
import type { Town } from "../content/site-content";

/** The business details' estimator rates, the crew rate by crew size, and the advertised packing and storage prices. */
export function estimateRates({ estimator, prices }: Business) {
  const { ratesConfirmed: _confirmed, crewHourlyRate, ...rates } = estimator;
  return {
    ...rates,
    crewHourlyRate: { 2: crewHourlyRate.twoMovers, 3: crewHourlyRate.threeMovers, 4: crewHourlyRate.fourMovers },
    packingPerHour: prices.packingPerHour,
    storagePerDay: prices.storagePerDay,
  };
}

export type EstimateRates = ReturnType<typeof estimateRates>;

export type Access = "ground" | "stairs" | "elevator";

/**
 * The answers a visitor sees first, a two-bedroom home moved within the first town, as the controls hold them: numbers
 * as typed.
 */
export const initialForm = (firstPlace: string) => ({
  moving: "2-bedroom" as keyof EstimateRates["homes"] | "office",
  workstations: "10",
  from: firstPlace,
  to: firstPlace,
  fromAccess: "ground" as Access,
  fromFlights: "1",
  toAccess: "ground" as Access,
  toFlights: "1",
  packing: "none" as keyof EstimateRates["packingPerHour"] | "none",
  storage: "none" as keyof EstimateRates["storagePerDay"] | "none",
  storageLength: "2",
  storageUnit: "months" as "days" | "months",
  timing: "weekday" as keyof EstimateRates["timingSurchargePercent"],
});

/** A visitor's answers. */
export type EstimatorForm = ReturnType<typeof initialForm>;

/** The bounds of the number fields, shown on them too. */
export const limits = { workstations: 500, flights: 10, storageLength: 365 } as const;

/** A whole number from 1 to `max` from what the visitor typed; `fallback` for nothing or nonsense. */
export function wholeNumber(text: string, fallback: number, max: number) {
  const number = Math.round(Number(text));
  return Number.isFinite(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/** Road miles between two towns, as the estimator assumes them; undefined is elsewhere in Metro Atlanta. */
export function roadMiles(from: Town | undefined, to: Town | undefined, rates: EstimateRates) {
  if (!from || !to) return rates.elsewhereRoadMiles;
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  // Great-circle miles, on the earth's mean radius.
  const miles = 2 * 3958.8 * Math.asin(Math.sqrt(h)) * rates.roadFactor;
  return miles < 0.5 ? rates.sameTownMiles : miles;
}

/** How much of full-service packing each tier covers. */
const packingShare = { fullService: 1, partial: 0.5, fragileOnly: 0.25 };

const roundUpToHalf = (hours: number) => Math.ceil(hours * 2 - 1e-9) / 2;

export function estimateMove(form: EstimatorForm, towns: readonly Town[], rates: EstimateRates) {
  const { office } = rates;
  const home = form.moving === "office" ? undefined : rates.homes[form.moving];
  const workstations = wholeNumber(form.workstations, 1, limits.workstations);
  const crew = home?.crew ?? (workstations >= office.largeFrom ? office.largeCrew : office.crew);
  const loadHours = home?.hours ?? workstations * office.hoursPerWorkstation;
  const flights = {
    from: wholeNumber(form.fromFlights, 1, limits.flights),
    to: wholeNumber(form.toFlights, 1, limits.flights),
  };
  const minutes = (access: Access, flights: number) =>
    access === "stairs" ? flights * rates.stairsMinutesPerFlight : access === "elevator" ? rates.elevatorMinutes : 0;
  const accessHours = (minutes(form.fromAccess, flights.from) + minutes(form.toAccess, flights.to)) / 60;
  const place = (name: string) => towns.find((town) => town.name === name);
  const driveHours = roadMiles(place(form.from), place(form.to), rates) / rates.averageSpeedMph;
  const crewHours = roundUpToHalf(Math.max(rates.minimumHours, loadHours + accessHours + driveHours));

  const fullPacking =
    form.moving === "office" ? workstations * office.packingHoursPerWorkstation : rates.fullPackingHours[form.moving];
  const packerHours = form.packing === "none" ? 0 : roundUpToHalf(fullPacking * packingShare[form.packing]);
  const packingCost = form.packing === "none" ? 0 : packerHours * rates.packingPerHour[form.packing];
  const length = wholeNumber(form.storageLength, 1, limits.storageLength);
  const storageDays = form.storage === "none" ? 0 : length * (form.storageUnit === "months" ? 30 : 1);
  const storageCost = form.storage === "none" ? 0 : storageDays * rates.storagePerDay[form.storage];

  const surcharge = 1 + rates.timingSurchargePercent[form.timing] / 100;
  const price = crewHours * rates.crewHourlyRate[crew] * surcharge + rates.truckFee + packingCost + storageCost;
  const step = rates.range.roundTo;
  return {
    low: Math.floor((price * (1 - rates.range.low)) / step) * step,
    high: Math.ceil((price * (1 + rates.range.high)) / step) * step,
    crew,
    /** Crew time charged: the minimum applied, rounded up to a half hour. */
    crewHours,
    accessHours,
    driveHours,
    packerHours,
    storageDays,
    workstations,
    flights,
    /** The computed price the range is built around. */
    price,
  };
}
