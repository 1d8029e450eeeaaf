/**
 * The ten service-area cities: what the header, footer, home page, service-areas index
 * and route table need. Small on purpose, because it ships to the browser; each city's
 * full page copy lives in cities.ts, which only the build reads.
 */
export type CityDirectoryEntry = {
  /** "decatur" */
  slug: string;
  /** "Decatur" */
  name: string;
  path: `/movers-${string}-ga`;
  /** One sentence, 80–140 characters, for the service-areas index card. */
  cardDescription: string;
};

/** In the home page's order. */
export const cityDirectory: readonly CityDirectoryEntry[] = [
  {
    slug: "atlanta",
    name: "Atlanta",
    path: "/movers-atlanta-ga",
    cardDescription:
      "High-rise moves in Midtown and Buckhead, Beltline lofts and intown homes, timed around Atlanta traffic.",
  },
  {
    slug: "decatur",
    name: "Decatur",
    path: "/movers-decatur-ga",
    cardDescription:
      "Careful moves for historic bungalows, narrow staircases and condos near the Square, timed around the school calendar.",
  },
  {
    slug: "marietta",
    name: "Marietta",
    path: "/movers-marietta-ga",
    cardDescription:
      "Historic homes near the Square and roomy East Cobb houses, with moves planned around I-75 and Cobb County traffic.",
  },
  {
    slug: "smyrna",
    name: "Smyrna",
    path: "/movers-smyrna-ga",
    cardDescription:
      "Townhomes near Market Village, apartments around Cumberland, and moves scheduled around Braves home games.",
  },
  {
    slug: "brookhaven",
    name: "Brookhaven",
    path: "/movers-brookhaven-ga",
    cardDescription:
      "Estate homes in Historic Brookhaven, Ashford Park cottages and apartment moves along Peachtree Road and Dresden Drive.",
  },
  {
    slug: "dunwoody",
    name: "Dunwoody",
    path: "/movers-dunwoody-ga",
    cardDescription:
      "Family homes near Dunwoody Village, Georgetown townhomes and after-hours office moves in Perimeter Center.",
  },
  {
    slug: "norcross",
    name: "Norcross",
    path: "/movers-norcross-ga",
    cardDescription:
      "Historic homes in downtown Norcross, busy apartment communities on Jimmy Carter Boulevard and family moves across Gwinnett.",
  },
  {
    slug: "peachtree-corners",
    name: "Peachtree Corners",
    path: "/movers-peachtree-corners-ga",
    cardDescription:
      "Our hometown: homes near Simpsonwood, townhomes by Town Center and office moves in Technology Park.",
  },
  {
    slug: "chamblee",
    name: "Chamblee",
    path: "/movers-chamblee-ga",
    cardDescription:
      "Mid-century ranches in Huntley Hills, new townhomes near the MARTA station and antiques carried home from Antique Row.",
  },
  {
    slug: "east-point",
    name: "East Point",
    path: "/movers-east-point-ga",
    cardDescription:
      "Cottages in Jefferson Park, older homes in Colonial Hills, and move schedules built around airport traffic and flights.",
  },
];
