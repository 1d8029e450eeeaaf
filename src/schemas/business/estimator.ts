/** The moving cost estimator's rates (the estimator page). */
import { decimal, group, integer, ownerConfirmed } from "../field.ts";
import { dollars, workHours } from "./amounts.ts";

const crewSize = (label: string, description: string) =>
  integer({ label, description, min: 2, max: 4 }).transform((movers) => movers as 2 | 3 | 4);
const homeSizes = ["studio", "1-bedroom", "2-bedroom", "3-bedroom", "4-bedroom"] as const;

const homeLoad = (size: string) =>
  group(
    {
      crew: crewSize("Movers", `Movers sent for a ${size}.`),
      hours: workHours("Hours", `Crew hours to load and unload a ${size}, with no stairs.`),
    },
    { label: size, description: `A ${size} home.` },
  );

export const estimator = group(
  {
    ratesConfirmed: ownerConfirmed("that every rate below is the company's own"),
    crewHourlyRate: group(
      {
        twoMovers: dollars("Two movers", "Dollars per hour for two movers and a truck."),
        threeMovers: dollars("Three movers", "Dollars per hour for three movers and a truck."),
        fourMovers: dollars("Four movers", "Dollars per hour for four movers and a truck."),
      },
      { label: "Crew and truck, per hour", description: "By the number of movers." },
    ),
    truckFee: decimal({
      label: "Truck fee",
      description: "Once per move: the truck, fuel and travel to the first address.",
      min: 0,
      max: 10_000,
    }),
    minimumHours: workHours("Minimum hours", "The least crew time a move is charged for."),
    homes: group(
      Object.fromEntries(homeSizes.map((size) => [size, homeLoad(size)])) as Record<
        (typeof homeSizes)[number],
        ReturnType<typeof homeLoad>
      >,
      { label: "Homes", description: "Movers and crew hours for each home size." },
    ),
    office: group(
      {
        hoursPerWorkstation: workHours("Hours per workstation", "Crew hours for each desk, chair, computer and files."),
        packingHoursPerWorkstation: workHours("Packing hours per workstation", "Packer hours for each workstation."),
        crew: crewSize("Crew", "Movers for a small office."),
        largeCrew: crewSize("Large crew", "Movers for a large office."),
        largeFrom: integer({
          label: "Large from",
          description: "Workstations from which the large crew goes.",
          min: 1,
          max: 1000,
        }),
      },
      { label: "Offices", description: "Offices, by workstation." },
    ),
    stairsMinutesPerFlight: integer({
      label: "Stairs",
      description: "Extra crew minutes per flight of stairs, at each address: {stairsMinutesPerFlight}.",
      min: 0,
      max: 120,
    }),
    elevatorMinutes: integer({
      label: "Elevator",
      description: "Extra crew minutes for an elevator, at each address: {elevatorMinutes}.",
      min: 0,
      max: 120,
    }),
    fullPackingHours: group(
      Object.fromEntries(
        homeSizes.map((size) => [size, workHours(size, `Packer hours to pack a whole ${size}.`)]),
      ) as Record<(typeof homeSizes)[number], ReturnType<typeof workHours>>,
      {
        label: "Full packing hours",
        description: "Packer hours by home size; partial packing takes half, fragile-only a quarter.",
      },
    ),
    timingSurchargePercent: group(
      {
        weekday: decimal({ label: "Weekday", description: "Percent added on a weekday.", min: 0, max: 100 }),
        weekend: decimal({ label: "Weekend", description: "Percent added on a weekend.", min: 0, max: 100 }),
        evening: decimal({ label: "Evening", description: "Percent added in the evening.", min: 0, max: 100 }),
      },
      { label: "Timing surcharges", description: "No surcharge is advertised; set a percentage if one applies." },
    ),
    roadFactor: decimal({
      label: "Road factor",
      description: "Road miles per straight-line mile between towns.",
      min: 1,
      max: 3,
    }),
    averageSpeedMph: decimal({
      label: "Average speed",
      description: "Miles per hour, between towns: {averageSpeedMph}.",
      min: 5,
      max: 70,
    }),
    sameTownMiles: decimal({
      label: "Miles within a town",
      description: "A move within one town still drives across it.",
      min: 0,
      max: 30,
    }),
    elsewhereRoadMiles: decimal({
      label: "Miles to elsewhere",
      description: 'The drive assumed to or from "Elsewhere in Metro Atlanta".',
      min: 1,
      max: 100,
    }),
    range: group(
      {
        low: decimal({
          label: "Below",
          description: "The range starts this share below the price (0.1 is 10%).",
          min: 0,
          max: 0.5,
        }),
        high: decimal({
          label: "Above",
          description: "The range ends this share above the price (0.15 is 15%).",
          min: 0,
          max: 1,
        }),
        roundTo: integer({
          label: "Round to",
          description: "Dollars the range's ends are rounded to.",
          min: 1,
          max: 1000,
        }),
      },
      { label: "Range", description: "The range shown around the computed price." },
    ),
  },
  { label: "Cost estimator", description: "The moving cost estimator's rates (the estimator page)." },
);
