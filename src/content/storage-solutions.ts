import { Cctv, CalendarClock, CalendarDays, ClipboardList, Lock, Thermometer, Truck } from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { PriceTier } from "../components/price-tiers";
import type { ProcessStep } from "../components/process-steps";
import type { Stat } from "../components/stats-strip";
import { business } from "../config/business";
import { formatDollars } from "../lib/dollars";
import { testimonials } from "./testimonials";

const { figures, commitments, prices } = business;

/** The cheapest tier: its starting price is quoted in the description. */
const basic: PriceTier = {
  name: "Basic",
  price: formatDollars(prices.storagePerDay.basic),
  unit: "day",
  summary: "Clean, dry indoor storage for furniture and boxes that can ride out the seasons.",
  includes: [
    "Sealed storage vault",
    "Itemized inventory",
    "Monitored, access-controlled facility",
    "Short- or long-term stays",
  ],
};

/** The spec's advertised storage prices, cheapest first: basic, climate controlled, premium. */
export const storageTiers: readonly PriceTier[] = [
  basic,
  {
    name: "Climate Controlled",
    price: formatDollars(prices.storagePerDay.climateControlled),
    unit: "day",
    summary: "Steady temperature and humidity for wood furniture, leather, electronics, documents and art.",
    includes: [
      "Everything in Basic",
      "Temperature and humidity control",
      "Protection through humid Atlanta summers",
      "Suited to pianos, antiques and records",
    ],
    badge: "Best for furniture",
  },
  {
    name: "Premium",
    price: formatDollars(prices.storagePerDay.premium),
    unit: "day",
    summary: "Climate-controlled storage with the handling arranged for you, from pickup to redelivery.",
    includes: [
      "Everything in Climate Controlled",
      "Pickup and redelivery scheduling",
      "Retrieval of single items on request",
      "Priority delivery dates",
    ],
  },
];

export const storageSeo = {
  title: "Storage Solutions in Metro Atlanta",
  description: `Secure, climate-controlled storage in Metro Atlanta from ${basic.price}/${basic.unit}: short-term, long-term and storage-in-transit, with pickup and delivery by our movers.`,
};

export const storageHero = {
  eyebrow: "Storage solutions",
  title: "Secure storage for the days between homes",
  intro:
    "When closing dates do not line up, a renovation runs long or you are downsizing in stages, we pick up, store and bring back your belongings, sealed and inventoried by the same crew that moves them.",
  highlights: ["Climate-controlled storage", "Short and long term", "Licensed & insured", "24/7 support"],
} as const;

export const storageStatsHeading = {
  eyebrow: `Family-owned since ${figures.foundedYear}`,
  title: `Storage backed by ${figures.yearsExperience} years of moving Atlanta`,
};

export const storageStats: readonly Stat[] = [
  { value: figures.yearsExperience, label: "Years in business" },
  { value: figures.totalMoves, label: "Successful moves" },
  { value: figures.rating, label: "Customer rating" },
  { value: business.hours.emergency, label: "Support" },
];

export const storageTypes: readonly Feature[] = [
  {
    icon: CalendarDays,
    title: "Short-term storage",
    description:
      "For a gap between closing dates, a lease that ends early or floors being refinished. Stay a day, a week or up to a month.",
    details: ["Stays of 1-30 days", "Daily rates", "Redelivery on the date you choose"],
  },
  {
    icon: CalendarClock,
    title: "Long-term storage",
    description:
      "For a relocation in stages, a house on the market, a renovation or a family member's belongings kept for later.",
    details: ["Stays of 30+ days", "Monthly billing", "Climate-controlled options"],
  },
  {
    icon: Truck,
    title: "Storage-in-transit",
    description:
      "When the new home is not ready on moving day, we hold your shipment sealed in storage and deliver it when you get the keys.",
    details: ["Held between pickup and delivery", "Same crew and inventory at both ends", "No second moving company"],
  },
];

export const storageSecurity: readonly Feature[] = [
  {
    icon: Thermometer,
    title: "Climate control",
    description:
      "Steady temperature and humidity protect wood, leather, electronics and paper from Atlanta's summer heat and damp.",
  },
  {
    icon: Lock,
    title: "Sealed vaults",
    description:
      "Your belongings are loaded into vaults that are sealed at pickup and opened again only for your delivery.",
  },
  {
    icon: Cctv,
    title: "Monitored facility",
    description: "An alarmed, camera-monitored building, with entry limited to our own background-checked staff.",
  },
  {
    icon: ClipboardList,
    title: "Itemized inventory",
    description:
      "Every box and piece is tagged and listed at pickup, then checked off the same list when it comes home.",
  },
];

export const storageSteps: readonly ProcessStep[] = [
  {
    title: "Pack and inventory",
    description:
      "We pack, tag and list everything at your home, and you sign off the inventory before the truck leaves.",
  },
  {
    title: "Secure storage",
    description:
      "Your belongings go into sealed vaults in our facility, climate-controlled if you choose, for as long as you need.",
  },
  {
    title: "Easy retrieval",
    description:
      "Call with a date and we deliver everything, or only the items you need, and place it in your new rooms.",
  },
];

export const storagePricingNote =
  "Advertised starting daily rates. Stays of 30+ days are billed monthly, and your quote sets out the price for your belongings, with no hidden fees.";

export const storageQuote = {
  title: "Get a free storage quote",
  intro: `Tell us what needs storing and for how long, and a consultant contacts you within ${commitments.quoteCallbackMinutes} minutes of your request.`,
};

export const storageTestimonial = testimonials.storage;
