import {
  Building2,
  Clock,
  Gavel,
  HeartHandshake,
  HouseHeart,
  Ruler,
  ShieldCheck,
  Tags,
  Users,
  UsersRound,
} from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { ProcessStep } from "../components/process-steps";
import { business } from "../config/business";
import { testimonials } from "./testimonials";

const { figures, commitments } = business;

export const seniorSeo = {
  title: "Senior Moving Services in Atlanta",
  description: `Patient senior moves across Metro Atlanta: downsizing, assisted or independent living, estate sales and unpacking. ${figures.seniorMoves} senior moves completed.`,
};

export const seniorHero = {
  eyebrow: "Senior moving services",
  title: "Senior moves, planned around the person who is moving",
  intro: `Leaving the family home for assisted living, a smaller condo or a room near the grandchildren is more than a move. Our senior move team has guided ${figures.seniorMoves} of them across Metro Atlanta with patience, a clear plan and familiar rooms set up on the first day.`,
  highlights: [
    `${figures.seniorMoves} senior moves`,
    "Background-checked movers",
    "No hidden fees",
    "100% satisfaction guaranteed",
  ],
} as const;

export const seniorBenefits: readonly Feature[] = [
  {
    icon: HeartHandshake,
    title: "One coordinator, start to finish",
    description:
      "The same person plans, schedules and checks in with you and your family, so nobody has to explain things twice.",
  },
  {
    icon: Clock,
    title: "An unhurried pace",
    description: "We build extra time into the schedule for decisions, breaks and goodbyes.",
  },
  {
    icon: Ruler,
    title: "Floor plans that fit",
    description:
      "We map where each piece goes in the new apartment or suite before anything is packed, so only what fits makes the trip.",
  },
  {
    icon: ShieldCheck,
    title: "Trusted, background-checked crews",
    description: "Every mover is background-checked and trained to work calmly and respectfully around older adults.",
  },
  {
    icon: UsersRound,
    title: "Family kept informed",
    description: "Family near and far get the same plan and schedule you do.",
  },
  {
    icon: HouseHeart,
    title: "Set up on day one",
    description:
      "The bed is made, the pictures are hung and the kitchen is unpacked, so the first night is spent among familiar things.",
  },
];

export const seniorSteps: readonly ProcessStep[] = [
  {
    title: "Consultation",
    description:
      "A free, no-pressure visit with you and your family to talk through the move, the timeline and the things that matter most.",
  },
  {
    title: "Planning",
    description:
      "We measure the new home, draw a furniture plan, agree what moves, what goes to family and what is sold or donated, and set the date.",
  },
  {
    title: "Careful packing",
    description:
      "Our packers wrap china, photographs and keepsakes by hand and label every box with the room it is going to.",
  },
  {
    title: "Settling in",
    description: "We place furniture to the plan and stay until the rooms are ready to live in.",
  },
];

export const seniorTransitions: readonly string[] = [
  "From the family home to an assisted living community",
  "Into an independent living or retirement community",
  "Downsizing to a condo, townhome or smaller house",
  "Moving in with adult children or other family",
  "Into memory care, with familiar things placed first",
  "Between apartments or buildings on the same campus",
];

export const seniorSpecializedServices: readonly string[] = [
  "Estate sale and donation coordination",
  "Space planning for the new floor plan",
  "Unpacking and complete room setup",
  "Family coordination across distances and time zones",
  "Room-by-room sorting and downsizing help",
  "Short- or long-term climate-controlled storage",
];

export const seniorQuote = {
  title: "Plan your family's senior move",
  intro: `Tell us a little about the move and a senior move consultant will call within ${commitments.quoteCallbackMinutes} minutes. The consultation is free and comes with no obligation.`,
};

export const seniorTestimonials = [testimonials.seniorRoswell, testimonials.seniorIndependentLiving];

export const seniorPartnerships: readonly Feature[] = [
  {
    icon: Building2,
    title: "Senior living communities",
    description:
      "We follow each community's move-in rules, elevator times and paperwork, and time our arrival with the move-in staff.",
  },
  {
    icon: Users,
    title: "Senior move managers",
    description:
      "When a move manager leads the sorting and planning, our crews work to their floor plan and labels and report back to them.",
  },
  {
    icon: Tags,
    title: "Estate sale and liquidation companies",
    description:
      "We move what stays with the family, then leave the rest of the home organized for the estate sale or the donation pickup.",
  },
  {
    icon: Gavel,
    title: "Elder-law attorneys and real-estate agents",
    description: "We work to closing dates and listing schedules, so the house is empty when it needs to be.",
  },
];
