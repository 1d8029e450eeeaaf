/**
 * Copy for the About page (/about). The route module is a template; everything a
 * visitor reads lives here. Figures come from the business config, which holds the
 * spec's numbers: do not type a figure into this file.
 */
import {
  Award,
  BadgeCheck,
  CalendarClock,
  ClipboardCheck,
  Flag,
  GraduationCap,
  HeartHandshake,
  MessageSquareText,
  Recycle,
  Scale,
  ShieldCheck,
  ShoppingBasket,
  Users,
  Warehouse,
} from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { Stat } from "../components/stats-strip";
import { business } from "../config/business";
import { aboutTeamImage, type ImageAsset } from "./media";
import { testimonials } from "./testimonials";

const { figures, commitments } = business;

export const aboutSeo = {
  title: `About Us: Family Movers Since ${figures.foundedYear}`,
  description: `Founded in ${figures.foundedYear} by a veteran, ${business.name} is a family-owned Metro Atlanta moving company with ${figures.totalMoves} moves and an ${figures.bbbRating} rating.`,
};

export const aboutHero = {
  eyebrow: `Family-owned since ${figures.foundedYear}`,
  title: `A veteran's promise, kept by one family since ${figures.foundedYear}`,
  intro: `Our company began in ${figures.foundedYear} with one truck and a simple standard: show up on time, handle every piece with care, and charge what you quoted. ${figures.yearsExperience} years later, the same family still answers the phone.`,
  highlights: ["Veteran-founded", "Family-owned", "Licensed & insured"],
};

export const aboutStory = {
  eyebrow: "Our story",
  title: `From one truck in ${figures.foundedYear} to Metro Atlanta's neighborhood movers`,
  paragraphs: [
    `Our founder came home from military service in the late 1960s with a strong back, a borrowed truck and the habits the service had drilled into him: be early, keep your word, and look after the people who depend on you. In ${figures.foundedYear} he turned those habits into a moving company, carrying neighbors' furniture across the small towns north of Atlanta that would grow into today's suburbs.`,
    "The business grew the way a family business should, one recommendation at a time. His children learned to wrap a dresser before they could drive the truck, and the next generation runs the company today from our office in Peachtree Corners. The trucks are bigger and the crews larger, but every estimate is still reviewed by someone named on the door.",
    "That is why we still plan each move as carefully as the first: because the people we move are our neighbors, and our family's name goes with every truck that leaves the lot.",
  ],
  /** The founder's standard, repeated to every new crew member. */
  principle: {
    quote: "Do the job the way you said you would, and leave the house better protected than you found it.",
    attribution: "Our founder's standard, still taught to every new crew member",
  },
};

export const aboutStats: readonly Stat[] = [
  { value: String(figures.foundedYear), label: "Founded by a veteran" },
  { value: figures.yearsExperience, label: "Years of experience" },
  { value: figures.totalMoves, label: "Successful moves" },
  {
    value: figures.bbbRating,
    label: "Business bureau rating",
    href: business.reviews.betterBusinessBureau || undefined,
  },
  { value: figures.rating, label: "Average customer rating" },
];

/** The spec names these four values, in this order. */
export const coreValues: readonly Feature[] = [
  {
    icon: Scale,
    title: "Integrity",
    description:
      "A clear quote with no hidden fees, a crew that arrives when we said it would, and straight answers when plans change.",
  },
  {
    icon: HeartHandshake,
    title: "Care",
    description:
      "We wrap, pad and carry your things as if they were our own, and we give the people moving the same patience as the furniture.",
  },
  {
    icon: Award,
    title: "Excellence",
    description:
      "Crews follow the same proven methods on every job, and every move is reviewed afterwards so the next one goes better.",
  },
  {
    icon: Users,
    title: "Community",
    description:
      "We live where we work. Our crews are local, and part of every year goes back into the neighborhoods that keep us busy.",
  },
];

export const reasonsToChoose: readonly Feature[] = [
  {
    icon: Flag,
    title: "Veteran-led discipline",
    description:
      "Plans are written down, crews are briefed before they arrive, and move day runs to a schedule you can see.",
  },
  {
    icon: BadgeCheck,
    title: "Our own trained crews",
    description: "Every mover on your job is background-checked and trained by us, and keeps learning on the job.",
  },
  {
    icon: ClipboardCheck,
    title: "Honest pricing",
    description: "You get your quote the same day, and no hidden fees are added once the truck is loaded.",
  },
  {
    icon: MessageSquareText,
    title: "Quick, clear answers",
    description: `A consultant calls back within ${commitments.quoteCallbackMinutes} minutes of a quote request, and we confirm every detail ${commitments.confirmHoursBefore} hours before your move.`,
  },
  {
    icon: CalendarClock,
    title: "On your schedule",
    description: `We work 7 days a week, with weekend and evening moves and ${business.hours.emergency} support when a move cannot wait.`,
  },
  {
    icon: Warehouse,
    title: "Everything under one roof",
    description:
      "Packing, moving and climate-controlled storage from one company, backed by our 100% satisfaction guarantee.",
  },
];

export type TeamSection = {
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly Feature[];
  /** Shown beside the points; leave out for a text-only section. */
  image?: ImageAsset;
};

export const aboutTeam: TeamSection = {
  eyebrow: "Our team",
  title: "The people who walk into your home",
  image: aboutTeamImage,
  intro:
    "Many of our movers have been with us for years, and some learned the trade from crew leaders who learned it from our founder. Every one of them is someone we would trust in our own homes.",
  points: [
    {
      icon: Award,
      title: "Experienced",
      description:
        "Crew leaders have years of moves behind them, from Midtown high-rises to century-old bungalows, and new movers always work alongside them.",
    },
    {
      icon: ShieldCheck,
      title: "Background checked",
      description:
        "Every mover passes a background check before their first job, and wears a uniform and name badge so you always know who is in your home.",
    },
    {
      icon: GraduationCap,
      title: "Trained, and still training",
      description:
        "Ongoing training covers padding and wrapping, safe lifting, disassembly and the care of antiques, pianos and electronics.",
    },
  ],
};

export const communityGiving = {
  eyebrow: "Giving back",
  title: "Part of the neighborhoods we serve",
  intro:
    "A family business depends on its community, so we put our trucks, our boxes and our people to work for it throughout the year.",
  groups: [
    {
      icon: Flag,
      title: "Veterans and military families",
      description: "Our founder served, and we have never forgotten the families who are still serving.",
      details: [
        "Trucks and crews lent to local veterans' organizations",
        "Volunteer help for veterans moving into assisted living",
        "Care packages packed and shipped to service members overseas",
      ],
    },
    {
      icon: ShoppingBasket,
      title: "Food drives",
      description: "Our trucks are built to carry a lot, which makes them good at collecting groceries.",
      details: [
        "Collection points at our office during the holidays",
        "Trucks and crews to deliver donations to local food pantries",
      ],
    },
    {
      icon: GraduationCap,
      title: "School supply drives",
      description: "Each summer we help local students start the year with what they need.",
      details: [
        "Back-to-school supply collection every July",
        "Deliveries of donated supplies to neighborhood schools",
      ],
    },
    {
      icon: Recycle,
      title: "Packing materials, passed on",
      description: "Good boxes and padding deserve more than one move.",
      details: [
        "Clean, reusable boxes donated to families moving on a tight budget",
        "Packing paper and blankets given to local shelters and charities",
      ],
    },
  ],
} satisfies { eyebrow: string; title: string; intro: string; groups: readonly Feature[] };

export const aboutQuote = {
  title: `Your free quote, from a family business since ${figures.foundedYear}`,
  intro: `Tell us about your move and a consultant will reach you within ${commitments.quoteCallbackMinutes} minutes with a free, no-obligation quote.`,
};

export const aboutTestimonial = testimonials.about;
