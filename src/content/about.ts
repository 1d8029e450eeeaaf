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
import { aboutTeamImage, type ImageAsset } from "../lib/media";
import { testimonials } from "./testimonials";

const { figures, commitments } = business;

export const aboutSeo = {
  title: `About Us: Family Movers Since ${figures.foundedYear}`,
  description: `Founded in ${figures.foundedYear} by a veteran, ${business.name} is a family-owned Metro Atlanta moving company with ${figures.totalMoves} moves and an ${figures.bbbRating} rating.`,
};

export const aboutHero = {
  eyebrow: `Family-owned since ${figures.foundedYear}`,
  title: `A veteran's promise, kept by one family since ${figures.foundedYear}`,
  intro: `A veteran founded our company in ${figures.foundedYear} on a simple standard: show up on time, handle every piece with care, and charge what you quoted. ${figures.yearsExperience} years later it is still family-owned, and still held to it.`,
  highlights: ["Veteran-founded", "Family-owned", "Licensed & insured"],
};

export const aboutStory = {
  eyebrow: "Our story",
  title: `A veteran's company, family-owned since ${figures.foundedYear}`,
  paragraphs: [
    `${business.name} was founded in ${figures.foundedYear} by a veteran, who ran it the way the service had taught him: be early, keep your word, and look after the people who depend on you.`,
    `It has been family-owned ever since. ${figures.yearsExperience} years and ${figures.totalMoves} moves later, we still work from our own office in ${business.address.city}.`,
    "That is why we still plan each move as carefully as the first.",
  ],
  /** The standard the story is about, set apart. */
  principle: {
    quote: "On time, careful with every piece, and at the price we quoted.",
    attribution: "The standard every crew is held to",
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
    "Every mover who comes to your door is experienced, background-checked and trained by us, and keeps training on the job.",
  points: [
    {
      icon: Award,
      title: "Experienced",
      description: "Experienced crew leaders run every job, and new movers work alongside them.",
    },
    {
      icon: ShieldCheck,
      title: "Background checked",
      description: "Every mover passes a background check before their first job, so you know who is in your home.",
    },
    {
      icon: GraduationCap,
      title: "Trained, and still training",
      description:
        "Ongoing training covers padding and wrapping, safe lifting, disassembly and the care of antiques, pianos and electronics.",
    },
  ],
};

/** The icons the config's community programs name. */
const programIcons = { flag: Flag, basket: ShoppingBasket, school: GraduationCap, recycle: Recycle } as const;

export const communityGiving = {
  eyebrow: "Giving back",
  title: "Part of the neighborhoods we serve",
  intro:
    "A family business depends on its community, so we put our trucks, our boxes and our people to work for it throughout the year.",
  groups: business.community.programs.map(({ icon, ...program }) => ({ ...program, icon: programIcons[icon] })),
} satisfies { eyebrow: string; title: string; intro: string; groups: readonly Feature[] };

export const aboutQuote = {
  title: `Your free quote, from a family business since ${figures.foundedYear}`,
  intro: `Tell us about your move and a consultant will reach you within ${commitments.quoteCallbackMinutes} minutes with a free, no-obligation quote.`,
};

export const aboutTestimonial = testimonials.about;
