import { describe, expect, it } from "vitest";
import { business } from "../../../tests/support/site-facts";
import {
  estimateMove,
  estimateRates,
  initialForm,
  roadMiles,
  wholeNumber,
  type EstimateRates,
  type EstimatorForm,
} from "./moving-estimate";

/** Round rates, so every expected figure below can be worked out by hand. */
const rates: EstimateRates = {
  crewHourlyRate: { 2: 100, 3: 150, 4: 200 },
  truckFee: 50,
  minimumHours: 3,
  homes: {
    studio: { crew: 2, hours: 2 },
    "1-bedroom": { crew: 2, hours: 3 },
    "2-bedroom": { crew: 3, hours: 4 },
    "3-bedroom": { crew: 3, hours: 6 },
    "4-bedroom": { crew: 4, hours: 8 },
  },
  office: { hoursPerWorkstation: 0.5, packingHoursPerWorkstation: 0.25, crew: 3, largeCrew: 4, largeFrom: 11 },
  stairsMinutesPerFlight: 15,
  elevatorMinutes: 30,
  fullPackingHours: { studio: 2, "1-bedroom": 4, "2-bedroom": 6, "3-bedroom": 8, "4-bedroom": 10 },
  timingSurchargePercent: { weekday: 0, weekend: 10, evening: 20 },
  roadFactor: 1,
  averageSpeedMph: 30,
  sameTownMiles: 3,
  elsewhereRoadMiles: 15,
  range: { low: 0.1, high: 0.2, roundTo: 10 },
  packingPerHour: { fragileOnly: 20, partial: 30, fullService: 40 },
  storagePerDay: { basic: 10, climateControlled: 20, premium: 30 },
};

/** On the equator, 0.1 degree of longitude is 2π x 3958.8 / 3600 = 6.909 miles. */
const here = { name: "Here", latitude: 0, longitude: 0 };
const sevenMilesAway = { name: "Seven miles away", latitude: 0, longitude: 0.1 };
const seventyMilesAway = { name: "Seventy miles away", latitude: 0, longitude: 1 };
const towns = [here, sevenMilesAway, seventyMilesAway];

const answers = (change: Partial<EstimatorForm> = {}): EstimatorForm => ({
  ...initialForm("Here"),
  moving: "studio",
  ...change,
});

const estimateFor = (change: Partial<EstimatorForm> = {}, withRates = rates) =>
  estimateMove(answers(change), towns, withRates);

const range = (change: Partial<EstimatorForm>) => {
  const { low, high } = estimateFor(change);
  return [low, high];
};

describe("wholeNumber", () => {
  it("reads what a visitor types as a whole number within its bounds", () => {
    expect(wholeNumber("3", 1, 10)).toBe(3);
    expect(wholeNumber("2.6", 1, 10)).toBe(3);
    expect(wholeNumber("40", 1, 10)).toBe(10);
  });
  it("falls back for an empty field, nonsense or less than one", () => {
    expect(wholeNumber("", 1, 10)).toBe(1);
    expect(wholeNumber("many", 2, 10)).toBe(2);
    expect(wholeNumber("0", 1, 10)).toBe(1);
  });
});

describe("drive distance", () => {
  it("measures the great-circle miles between two towns, times the road factor", () => {
    expect(roadMiles(here, sevenMilesAway, rates)).toBeCloseTo(6.909, 2);
    expect(roadMiles(here, sevenMilesAway, { ...rates, roadFactor: 1.5 })).toBeCloseTo(10.364, 2);
  });

  it("assumes sameTownMiles within one town, and the assumed miles to or from elsewhere", () => {
    expect(roadMiles(here, here, rates)).toBe(3);
    expect(roadMiles(undefined, here, rates)).toBe(15);
    expect(roadMiles(here, undefined, rates)).toBe(15);
  });
});

describe("estimateMove", () => {
  it("charges the minimum hours for a studio across town: 3 h x $100 + $50 = $350, shown as $310 - $420", () => {
    // 2 h loading + 3 mi / 30 mph = 2.1 h, below the 3-hour minimum.
    const estimate = estimateFor();
    expect(estimate).toMatchObject({ crew: 2, crewHours: 3, price: 350, low: 310, high: 420 });
  });

  it.each([
    // size, crew, hours charged (loading + 0.1 h drive, rounded up to the half hour), price, low, high
    ["1-bedroom", 2, 3.5, 400, 360, 480], // 3.5 x 100 + 50
    ["2-bedroom", 3, 4.5, 725, 650, 870], // 4.5 x 150 + 50; 652.5 down to 650, 870 up to 870
    ["3-bedroom", 3, 6.5, 1025, 920, 1230], // 6.5 x 150 + 50; 922.5 down, 1230 up
    ["4-bedroom", 4, 8.5, 1750, 1570, 2100], // 8.5 x 200 + 50; 1575 down to 1570
  ] as const)("prices a %s with a crew of %i for %f hours", (size, crew, crewHours, price, low, high) => {
    expect(estimateFor({ moving: size })).toMatchObject({
      crew,
      crewHours,
      price,
      low,
      high,
    });
  });

  it("adds stairs at both ends: 2 flights and 1 flight are 45 minutes", () => {
    // 2-bedroom: 4 h + 0.75 h + 0.1 h = 4.85 h, rounded up to 5 h: 5 x 150 + 50 = 800.
    const estimate = estimateFor({
      moving: "2-bedroom",
      fromAccess: "stairs",
      fromFlights: "2",
      toAccess: "stairs",
      toFlights: "1",
    });
    expect(estimate).toMatchObject({ accessHours: 0.75, crewHours: 5, price: 800, low: 720, high: 960 });
  });

  it("adds an elevator at each end", () => {
    // 1-bedroom: 3 h + 2 x 30 min + 0.1 h = 4.1 h, rounded up to 4.5 h: 4.5 x 100 + 50 = 500.
    expect(range({ moving: "1-bedroom", fromAccess: "elevator", toAccess: "elevator" })).toEqual([450, 600]);
  });

  it("adds the drive between towns at the average speed", () => {
    // 2-bedroom over 69.09 mi: 4 h + 2.303 h = 6.303 h, rounded up to 6.5 h: 6.5 x 150 + 50 = 1025.
    const estimate = estimateFor({ moving: "2-bedroom", to: seventyMilesAway.name });
    expect(estimate.driveHours).toBeCloseTo(2.303, 3);
    expect(estimate).toMatchObject({ crewHours: 6.5, price: 1025 });
    // Elsewhere: 15 mi / 30 mph = 0.5 h.
    expect(estimateFor({ to: "Elsewhere in Metro Atlanta" }).driveHours).toBe(0.5);
  });

  it("prices packing by the packer hours of each tier, at the spec's hourly rates", () => {
    const threeBedroom = "3-bedroom";
    // Full service: 8 h x $40 = $320 on top of $1,025.
    expect(estimateFor({ moving: threeBedroom, packing: "fullService" })).toMatchObject({
      packerHours: 8,
      price: 1345,
      low: 1210, // 1210.5 down
      high: 1620, // 1614 up
    });
    // Partial: half, 4 h x $30 = $120. Fragile-only: a quarter, 2 h x $20 = $40.
    expect(estimateFor({ moving: threeBedroom, packing: "partial" }).price).toBe(1145);
    expect(estimateFor({ moving: threeBedroom, packing: "fragileOnly" }).price).toBe(1065);
  });

  it("adds storage by the day at the tier's daily rate, a month counted as 30 days", () => {
    // Studio $350 + 45 days x $20 = $1,250, shown as $1,120 - $1,500.
    const estimate = estimateFor({ storage: "climateControlled", storageLength: "45", storageUnit: "days" });
    expect(estimate).toMatchObject({ storageDays: 45, price: 1250, low: 1120, high: 1500 });
    // Months count as 30 days: 2 months x 30 x $20 = $1,200.
    expect(estimateFor({ storage: "climateControlled", storageLength: "2" }).price).toBe(1550);
  });

  it("prices an office by its workstations, with the larger crew from 11", () => {
    // 20 workstations: 10 h + 0.1 h = 10.1 h, rounded up to 10.5 h, 4 movers: 10.5 x 200 + 50 = 2150.
    expect(estimateFor({ moving: "office", workstations: "20" })).toMatchObject({
      crew: 4,
      crewHours: 10.5,
      price: 2150,
      low: 1930,
      high: 2580,
    });
    // 8 workstations: 4.1 h, rounded up to 4.5 h, 3 movers: 4.5 x 150 + 50 = 725.
    expect(estimateFor({ moving: "office", workstations: "8" })).toMatchObject({
      crew: 3,
      price: 725,
    });
  });

  it("applies a weekend or evening surcharge to the crew time only", () => {
    // 3 h x $100 x 1.1 + $50 = $380.
    expect(estimateFor({ timing: "weekend" }).price).toBeCloseTo(380, 6);
    expect(estimateFor({ timing: "evening" }).price).toBeCloseTo(410, 6);
  });

  it("rounds the range outwards to the configured step", () => {
    const estimate = estimateFor({}, { ...rates, range: { low: 0.1, high: 0.2, roundTo: 50 } });
    // 315 down to 300, 420 up to 450.
    expect([estimate.low, estimate.high]).toEqual([300, 450]);
  });
});

describe("the rates from the business details", () => {
  it("use the advertised packing and storage prices as they are, and the crew rate by crew size", () => {
    const shipped = estimateRates(business);
    expect(shipped.packingPerHour).toEqual(business.prices.packingPerHour);
    expect(shipped.storagePerDay).toEqual(business.prices.storagePerDay);
    expect(shipped.crewHourlyRate[3]).toBe(business.estimator.crewHourlyRate.threeMovers);
  });
});
