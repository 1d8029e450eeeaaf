import {
  Armchair,
  BadgeCheck,
  Boxes,
  Clock,
  CookingPot,
  Frame,
  ListChecks,
  PackageOpen,
  Piano,
  ShieldCheck,
  Shirt,
  Tv,
  Wine,
} from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { PriceTier } from "../components/price-tiers";
import type { ProcessStep } from "../components/process-steps";
import { business } from "../config/business";
import { formatDollars } from "../lib/dollars";
import { testimonials } from "./testimonials";

const { commitments, prices } = business;

/** The cheapest tier: its starting price is quoted in the hero and the description. */
const fragileOnly: PriceTier = {
  name: "Fragile-Only Packing",
  price: formatDollars(prices.packingPerHour.fragileOnly),
  unit: "hour",
  summary: "The lowest rate: our packers take only what can break.",
  includes: [
    "China, crystal and glassware",
    "Mirrors, frames and artwork",
    "Lamps, televisions and electronics",
    "Dish packs and specialty cartons",
  ],
};

/** The spec's advertised packing prices, cheapest first: fragile-only, partial, full-service. */
export const packingTiers: readonly PriceTier[] = [
  fragileOnly,
  {
    name: "Partial Packing",
    price: formatDollars(prices.packingPerHour.partial),
    unit: "hour",
    summary: "Our packers take the rooms you hand over; you pack the others.",
    includes: [
      "The rooms or items you choose",
      "Fragile items in those rooms",
      "Room-by-room labels",
      "Boxes and wrap for our share",
    ],
  },
  {
    name: "Full-Service Packing",
    price: formatDollars(prices.packingPerHour.fullService),
    unit: "hour",
    summary: "Nothing left for you to pack, and unpacking too if you want it.",
    includes: [
      "Every room, closet and cabinet",
      "Furniture wrapped and padded",
      "Numbered inventory of every box",
      "Unpacking at your new home, if you choose",
    ],
    badge: "Most complete",
  },
];

export const packingSeo = {
  title: "Professional Packers in Atlanta, GA",
  description: `Full-service, partial or fragile-only packing in Metro Atlanta from ${fragileOnly.price}/${fragileOnly.unit}: quality materials, labeled boxes and specialty packing for art and pianos.`,
};

export const packingHero = {
  eyebrow: "Professional packing services",
  title: "Packed properly, labeled clearly, unpacked where it belongs",
  intro:
    "Our trained packers take on the whole home, the rooms you choose or only the fragile pieces, with the right materials for each item and a room-by-room inventory you can check on the other side.",
  highlights: [
    `Packing from ${fragileOnly.price}/${fragileOnly.unit}`,
    "Background-checked packers",
    "No hidden fees",
    "Same-day quotes",
  ],
} as const;

export const packingTypes: readonly Feature[] = [
  {
    icon: PackageOpen,
    title: "Full-service packing",
    description:
      "We pack every room, closet and cabinet, usually the day before the move, so all you do is point to what stays behind.",
  },
  {
    icon: Boxes,
    title: "Partial packing",
    description:
      "You pack the everyday things; we take the rooms that take longest, like the kitchen, the garage or the home office.",
  },
  {
    icon: Wine,
    title: "Fragile-only packing",
    description:
      "You pack the books and linens; we pack the china, glassware, mirrors, art and electronics that are most at risk in a move.",
  },
];

export const packingMaterials: readonly string[] = [
  "Double-wall moving boxes in five sizes",
  "Dish-pack cartons with cell dividers for glasses",
  "Wardrobe boxes with built-in hanging bars",
  "Clean, ink-free packing paper and acid-free tissue",
  "Bubble wrap and foam for glass and electronics",
  "Mirror and picture cartons with corner protectors",
  "Mattress bags and upholstery covers",
  "Custom wooden crates for art, marble and glass tops",
];

export const packingSpecialties: readonly Feature[] = [
  {
    icon: Frame,
    title: "Art and framed pieces",
    description: "Paintings, prints and mirrors go into picture cartons or custom crates, never loose in the truck.",
    details: [
      "Custom wooden crates for large works",
      "Corner protectors and glass taping",
      "Acid-free wrap for canvases",
    ],
  },
  {
    icon: Piano,
    title: "Pianos",
    description:
      "Uprights, spinets and grands padded, strapped and moved on a piano board by a crew trained for the weight.",
    details: [
      "Grand piano legs and lyre removed and wrapped",
      "Piano board and padded skid",
      "Stairs and tight turns planned ahead",
    ],
  },
  {
    icon: Armchair,
    title: "Antiques",
    description:
      "Heirloom furniture, clocks and collectibles are wrapped in soft padding first, so no tape or plastic touches old finishes.",
    details: [
      "Padding before plastic on every finish",
      "Clock pendulums and weights secured",
      "Glass doors and shelves packed separately",
    ],
  },
  {
    icon: Tv,
    title: "Electronics",
    description:
      "Televisions, computers, audio and gaming setups packed in fitted cartons, with every cable bagged and labeled by device.",
    details: ["TV cartons with foam corners", "Cables bagged and labeled", "Original boxes used when you have them"],
  },
  {
    icon: CookingPot,
    title: "Kitchens",
    description:
      "The room with the most breakables: plates packed on edge, glasses in cell cartons, appliances packed with their parts.",
    details: [
      "Dishes on edge in dish packs",
      "Knives wrapped and clearly marked",
      "Pantry items sealed against spills",
    ],
  },
  {
    icon: Shirt,
    title: "Wardrobes",
    description:
      "Clothes go straight from your closet rail into wardrobe boxes and hang the same way in the new closet.",
    details: [
      "Wardrobe boxes with hanging bars",
      "Shoes and accessories packed by closet",
      "Dresser drawers packed and labeled",
    ],
  },
];

export const packingSteps: readonly ProcessStep[] = [
  {
    title: "Walkthrough and estimate",
    description:
      "We look at each room with you, agree what we pack and what you pack, and give you a quote the same day.",
  },
  {
    title: "Plan and materials",
    description: `We set the packing day, bring the right cartons and crates, and confirm the crew and arrival time ${commitments.confirmHoursBefore} hours ahead.`,
  },
  {
    title: "Packing day",
    description:
      "Packers work room by room, wrapping and boxing every item and labeling each box with its room and contents.",
  },
  {
    title: "Unpacking at your new home",
    description:
      "If you choose, we unpack, fill cabinets and closets, and take the empty boxes and paper away with us.",
  },
];

export const packingPricingNote =
  "Advertised starting rates. Your written estimate sets out the hours and materials for your home, with no hidden fees.";

export const packingQuote = {
  title: "Get a free packing quote",
  intro: `Tell us which rooms you would like packed and a consultant contacts you within ${commitments.quoteCallbackMinutes} minutes of your request.`,
};

export const packingTestimonial = testimonials.packing;

export const packingBenefits: readonly Feature[] = [
  {
    icon: ShieldCheck,
    title: "Fewer broken things",
    description:
      "Items packed by trained packers, in cartons made for them, arrive in the condition they left your home.",
  },
  {
    icon: Clock,
    title: "Weeks of evenings back",
    description: "What takes a family several weekends of taping and wrapping takes our crew a fraction of the time.",
  },
  {
    icon: ListChecks,
    title: "An inventory you can trust",
    description:
      "Every box is numbered and labeled by room and contents, so you know what is where from the first night.",
  },
  {
    icon: BadgeCheck,
    title: "Insured professionals",
    description: "Our packers are background-checked and trained, and work for a licensed and insured mover.",
  },
];
