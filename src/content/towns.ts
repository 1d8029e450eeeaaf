/**
 * The fifteen towns of the contact page (spec, section 2), in the spec's order, with the
 * coordinates of each town center. The contact page lists them; the moving cost estimator
 * offers them as origins and destinations and measures drive time between them.
 */
export type Town = { name: string; latitude: number; longitude: number };

export const towns = [
  { name: "Atlanta", latitude: 33.749, longitude: -84.388 },
  { name: "Decatur", latitude: 33.7748, longitude: -84.2963 },
  { name: "Smyrna", latitude: 33.884, longitude: -84.5144 },
  { name: "Brookhaven", latitude: 33.8651, longitude: -84.3366 },
  { name: "Marietta", latitude: 33.9526, longitude: -84.5499 },
  { name: "Dunwoody", latitude: 33.9462, longitude: -84.3346 },
  { name: "Norcross", latitude: 33.9412, longitude: -84.2135 },
  { name: "Peachtree Corners", latitude: 33.9701, longitude: -84.2216 },
  { name: "Chamblee", latitude: 33.8921, longitude: -84.2988 },
  { name: "East Point", latitude: 33.6795, longitude: -84.4394 },
  { name: "Sandy Springs", latitude: 33.9304, longitude: -84.3733 },
  { name: "Roswell", latitude: 34.0232, longitude: -84.3616 },
  { name: "Alpharetta", latitude: 34.0754, longitude: -84.2941 },
  { name: "Johns Creek", latitude: 34.0289, longitude: -84.1986 },
  { name: "Buckhead", latitude: 33.8384, longitude: -84.3795 },
] as const satisfies readonly Town[];

export type TownName = (typeof towns)[number]["name"];

/** The choice for an address in none of the fifteen towns. */
export const elsewhere = {
  name: "Elsewhere in Metro Atlanta",
  /** The drive assumed to or from it, in road miles: about the distance across the metro's core. */
  assumedRoadMiles: 20,
} as const;
