import { describe, expect, it } from "vitest";
import { business } from "../../../tests/support/site-facts";
import { estimateRates } from "./estimate-rates";
import {
  estimateMove,
  estimateQuoteParams,
  maxQuoteParamLength,
  roadMiles,
  type EstimateAnswers,
  type EstimateRates,
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
const here = { latitude: 0, longitude: 0 };
const sevenMilesAway = { latitude: 0, longitude: 0.1 };
const seventyMilesAway = { latitude: 0, longitude: 1 };

const ground = { kind: "ground" } as const;

function answers(change: Partial<EstimateAnswers> = {}): EstimateAnswers {
  return {
    moving: { kind: "home", size: "studio" },
    from: here,
    to: here,
    fromAccess: ground,
    toAccess: ground,
    packing: "none",
    storage: "none",
    timing: "weekday",
    ...change,
  };
}

const range = (change: Partial<EstimateAnswers>) => {
  const { low, high } = estimateMove(answers(change), rates);
  return [low, high];
};

describe("drive distance", () => {
  it("measures the great-circle miles between two towns, times the road factor", () => {
    expect(roadMiles(here, sevenMilesAway, rates)).toBeCloseTo(6.909, 2);
    expect(roadMiles(here, sevenMilesAway, { ...rates, roadFactor: 1.5 })).toBeCloseTo(10.364, 2);
  });

  it("assumes sameTownMiles within one town, and the assumed miles to or from elsewhere", () => {
    expect(roadMiles(here, here, rates)).toBe(3);
    expect(roadMiles("elsewhere", here, rates)).toBe(15);
    expect(roadMiles(here, "elsewhere", rates)).toBe(15);
  });
});

describe("estimateMove", () => {
  it("charges the minimum hours for a studio across town: 3 h x $100 + $50 = $350, shown as $310 - $420", () => {
    // 2 h loading + 3 mi / 30 mph = 2.1 h, below the 3-hour minimum.
    const estimate = estimateMove(answers(), rates);
    expect(estimate).toMatchObject({ crew: 2, crewHours: 3, price: 350, low: 310, high: 420 });
  });

  it.each([
    // size, crew, hours charged (loading + 0.1 h drive, rounded up to the half hour), price, low, high
    ["1-bedroom", 2, 3.5, 400, 360, 480], // 3.5 x 100 + 50
    ["2-bedroom", 3, 4.5, 725, 650, 870], // 4.5 x 150 + 50; 652.5 down to 650, 870 up to 870
    ["3-bedroom", 3, 6.5, 1025, 920, 1230], // 6.5 x 150 + 50; 922.5 down, 1230 up
    ["4-bedroom", 4, 8.5, 1750, 1570, 2100], // 8.5 x 200 + 50; 1575 down to 1570
  ] as const)("prices a %s with a crew of %i for %f hours", (size, crew, crewHours, price, low, high) => {
    expect(estimateMove(answers({ moving: { kind: "home", size } }), rates)).toMatchObject({
      crew,
      crewHours,
      price,
      low,
      high,
    });
  });

  it("adds stairs at both ends: 2 flights and 1 flight are 45 minutes", () => {
    // 2-bedroom: 4 h + 0.75 h + 0.1 h = 4.85 h, rounded up to 5 h: 5 x 150 + 50 = 800.
    const estimate = estimateMove(
      answers({
        moving: { kind: "home", size: "2-bedroom" },
        fromAccess: { kind: "stairs", flights: 2 },
        toAccess: { kind: "stairs", flights: 1 },
      }),
      rates,
    );
    expect(estimate).toMatchObject({ accessHours: 0.75, crewHours: 5, price: 800, low: 720, high: 960 });
  });

  it("adds an elevator at each end", () => {
    // 1-bedroom: 3 h + 2 x 30 min + 0.1 h = 4.1 h, rounded up to 4.5 h: 4.5 x 100 + 50 = 500.
    expect(
      range({
        moving: { kind: "home", size: "1-bedroom" },
        fromAccess: { kind: "elevator" },
        toAccess: { kind: "elevator" },
      }),
    ).toEqual([450, 600]);
  });

  it("adds the drive between towns at the average speed", () => {
    // 2-bedroom over 69.09 mi: 4 h + 2.303 h = 6.303 h, rounded up to 6.5 h: 6.5 x 150 + 50 = 1025.
    const estimate = estimateMove(
      answers({ moving: { kind: "home", size: "2-bedroom" }, to: seventyMilesAway }),
      rates,
    );
    expect(estimate.driveHours).toBeCloseTo(2.303, 3);
    expect(estimate).toMatchObject({ crewHours: 6.5, price: 1025 });
    // Elsewhere: 15 mi / 30 mph = 0.5 h.
    expect(estimateMove(answers({ to: "elsewhere" }), rates).driveHours).toBe(0.5);
  });

  it("prices packing by the packer hours of each tier, at the spec's hourly rates", () => {
    const threeBedroom = { kind: "home", size: "3-bedroom" } as const;
    // Full service: 8 h x $40 = $320 on top of $1,025.
    expect(estimateMove(answers({ moving: threeBedroom, packing: "fullService" }), rates)).toMatchObject({
      packerHours: 8,
      price: 1345,
      low: 1210, // 1210.5 down
      high: 1620, // 1614 up
    });
    // Partial: half, 4 h x $30 = $120. Fragile-only: a quarter, 2 h x $20 = $40.
    expect(estimateMove(answers({ moving: threeBedroom, packing: "partial" }), rates).price).toBe(1145);
    expect(estimateMove(answers({ moving: threeBedroom, packing: "fragileOnly" }), rates).price).toBe(1065);
  });

  it("adds storage by the day at the tier's daily rate", () => {
    // Studio $350 + 45 days x $20 = $1,250, shown as $1,120 - $1,500.
    const estimate = estimateMove(answers({ storage: { tier: "climateControlled", days: 45 } }), rates);
    expect(estimate).toMatchObject({ storageDays: 45, price: 1250, low: 1120, high: 1500 });
  });

  it("prices an office by its workstations, with the larger crew from 11", () => {
    // 20 workstations: 10 h + 0.1 h = 10.1 h, rounded up to 10.5 h, 4 movers: 10.5 x 200 + 50 = 2150.
    expect(estimateMove(answers({ moving: { kind: "office", workstations: 20 } }), rates)).toMatchObject({
      crew: 4,
      crewHours: 10.5,
      price: 2150,
      low: 1930,
      high: 2580,
    });
    // 8 workstations: 4.1 h, rounded up to 4.5 h, 3 movers: 4.5 x 150 + 50 = 725.
    expect(estimateMove(answers({ moving: { kind: "office", workstations: 8 } }), rates)).toMatchObject({
      crew: 3,
      price: 725,
    });
  });

  it("applies a weekend or evening surcharge to the crew time only", () => {
    // 3 h x $100 x 1.1 + $50 = $380.
    expect(estimateMove(answers({ timing: "weekend" }), rates).price).toBeCloseTo(380, 6);
    expect(estimateMove(answers({ timing: "evening" }), rates).price).toBeCloseTo(410, 6);
  });

  it("rounds the range outwards to the configured step", () => {
    const estimate = estimateMove(answers(), { ...rates, range: { low: 0.1, high: 0.2, roundTo: 50 } });
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

describe("estimateQuoteParams", () => {
  const estimate = estimateMove(answers({ moving: { kind: "home", size: "3-bedroom" } }), rates);
  const params = estimateQuoteParams({
    moving: "3 bedrooms",
    from: "Marietta",
    to: "Dunwoody",
    access: "Stairs, 2 flights / Elevator",
    packing: "Full service",
    storage: "None",
    timing: "Weekday",
    estimate,
  });

  it("names every answer and the range for the provider's form fields", () => {
    expect(params).toEqual({
      estimate_moving: "3 bedrooms",
      estimate_from: "Marietta",
      estimate_to: "Dunwoody",
      estimate_access: "Stairs, 2 flights / Elevator",
      estimate_packing: "Full service",
      estimate_storage: "None",
      estimate_timing: "Weekday",
      estimate_range: "$920 - $1,230",
      estimate_crew: "3 movers, 6.5 hours",
    });
  });

  it("caps each value at 200 characters", () => {
    const long = estimateQuoteParams({
      ...{ moving: "x".repeat(500), from: "a", to: "b", access: "c", packing: "d", storage: "e", timing: "f" },
      estimate,
    });
    expect(long.estimate_moving).toHaveLength(maxQuoteParamLength);
  });
});
