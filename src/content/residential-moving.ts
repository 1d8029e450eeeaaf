import type { LucideIcon } from "lucide-react";
import { ArrowUpDown, Building, CircleParking, Gem, House, PackageOpen } from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { ProcessStep } from "../components/process-steps";
import type { Stat } from "../components/stats-strip";
import { business } from "../config/business";
import { testimonials } from "./testimonials";

const { figures, commitments } = business;

export const residentialSeo = {
  title: "Residential Movers in Atlanta, GA",
  description:
    "Home and apartment moves across Metro Atlanta by background-checked, family-owned movers. Full, partial or fragile-only packing and free in-home estimates.",
};

export const residentialHero = {
  eyebrow: "Residential moving · Metro Atlanta",
  title: "Home moves across Metro Atlanta, planned down to the parking spot",
  intro: `From Midtown high-rises to Marietta split-levels, our own background-checked crews wrap, carry and place every piece at the price you agreed to. Family-owned and moving Atlanta homes since ${figures.foundedYear}.`,
  highlights: ["Licensed & insured", "No hidden fees", "Weekend and evening moves", "Same-day quotes"],
} as const;

/** A problem Atlanta homes throw at movers, and what we do about it. */
export type Challenge = { icon: LucideIcon; title: string; description: string; solution: string };

export const residentialChallenges: readonly Challenge[] = [
  {
    icon: ArrowUpDown,
    title: "Narrow stairs and elevators",
    description:
      "Tight turns in Inman Park bungalows, third-floor walk-ups in Decatur and condo towers that allow the freight elevator only in a booked two-hour window.",
    solution:
      "We measure doorways and stairwells at the estimate, bring the straps and dollies the job calls for, and book the service elevator with your building before moving day.",
  },
  {
    icon: CircleParking,
    title: "Limited parking",
    description:
      "Street parking in Old Fourth Ward and Virginia-Highland, HOA rules in gated townhome communities and loading docks shared with every other tenant.",
    solution:
      "We check both streets ahead of time, reserve loading-zone or dock time where it is required, and size the truck to fit, with a shuttle van where a full-size truck cannot reach.",
  },
  {
    icon: Gem,
    title: "Protecting valuables",
    description:
      "Your grandmother's china, a wall of framed photos, the television, and the hardwood floors and fresh paint of a home you are handing back.",
    solution:
      "Furniture is blanket-wrapped and padded, floors and door frames are covered, and breakables go into dish packs and picture cartons packed by people who pack every day.",
  },
];

export const residentialServices: readonly Feature[] = [
  {
    icon: House,
    title: "Local home moves",
    description:
      "Single-family homes anywhere in Metro Atlanta, from a two-bedroom ranch in Chamblee to a five-bedroom house in Marietta.",
    details: [
      "Furniture taken apart and put back together",
      "Every box labeled for its room",
      "Beds set up before the crew leaves",
    ],
  },
  {
    icon: Building,
    title: "Apartment moves",
    description:
      "Walk-ups, mid-rises and high-rise condos, with the building's move-in rules, insurance certificates and elevator bookings handled for you.",
    details: [
      "Certificate of insurance sent to your building",
      "Elevator and loading-dock reservations",
      "Evening and weekend times to suit building hours",
    ],
  },
  {
    icon: PackageOpen,
    title: "Packing options",
    description:
      "Choose how much we pack for you: the whole home, only the rooms you pick, or only the things that can break.",
    details: [
      "Full packing: every room, closet and cabinet",
      "Partial packing: the rooms or items you choose",
      "Fragile-only packing: china, glass, art and electronics",
    ],
  },
];

export const residentialWhyChooseUs: readonly string[] = [
  `Family-owned and veteran-operated since ${figures.foundedYear}`,
  "Licensed and insured, with full-time, background-checked movers",
  "Written estimates with no hidden fees",
  `Same-day quotes, with a consultant calling within ${commitments.quoteCallbackMinutes} minutes`,
  `Every detail confirmed ${commitments.confirmHoursBefore} hours before moving day`,
  "Weekend and evening moves, 7 days a week",
  "Climate-controlled storage when your dates do not line up",
  "100% satisfaction guaranteed",
];

export const residentialStats: readonly Stat[] = [
  { value: figures.atlantaMoves, label: "Atlanta moves" },
  { value: String(figures.foundedYear), label: "Family-owned since" },
  { value: figures.yearsExperience, label: "Years in business" },
  { value: figures.rating, label: "Customer rating" },
];

export const residentialSteps: readonly ProcessStep[] = [
  {
    title: "Free in-home estimate",
    description:
      "A consultant walks through your home, in person or by video, notes the tricky pieces and gives you an itemized quote the same day.",
  },
  {
    title: "Packing and preparation",
    description: `We pack as much or as little as you choose, reserve elevators and parking, and confirm your crew and arrival window ${commitments.confirmHoursBefore} hours before the move.`,
  },
  {
    title: "Safe delivery and setup",
    description:
      "The crew unloads room by room, reassembles beds and tables, places furniture where you want it and walks through the house with you before leaving.",
  },
];

export const residentialTestimonials = [
  testimonials.residentialBungalow,
  testimonials.residentialHighRise,
  testimonials.residentialFragile,
];

export const residentialCta = {
  title: "Ready to plan your Atlanta move?",
  body: `Call for a same-day quote, or request your free in-home estimate online and a consultant will reach you within ${commitments.quoteCallbackMinutes} minutes.`,
};
