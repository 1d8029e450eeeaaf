/** Copy for the Get a Moving Quote page. Figures come from the business config (spec section 9). */
import { BadgeDollarSign, CalendarCheck, Clock, FileText, ShieldCheck, Users } from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { ProcessStep } from "../components/process-steps";
import type { Stat } from "../components/stats-strip";
import { business } from "../config/business";
import { testimonials } from "./testimonials";

const { commitments, figures } = business;

export const quotePageSeo = {
  title: "Get a Free Moving Quote in Atlanta",
  description:
    "Request a free, no-obligation moving estimate from Atlanta movers since 1969. A consultant contacts you within 30 minutes of your request.",
};

export const quoteHero = {
  eyebrow: "Free moving estimate",
  title: "Your free Metro Atlanta moving quote",
  intro: `Tell us where you are moving from and to, and roughly what is coming along. A consultant contacts you within ${commitments.quoteCallbackMinutes} minutes of your request, and the quote is free and without obligation.`,
  highlights: ["No obligation", "No hidden fees", "Same-day quotes"],
} as const;

export const quoteFormIntro = {
  eyebrow: "Moving Cost Estimate",
  title: "Start your estimate",
  intro:
    "The form takes about two minutes. Rough numbers are fine: we confirm the details with you before anything is booked.",
  /** What happens after the visitor sends the form, shown beside it. */
  nextSteps: [
    `A consultant contacts you within ${commitments.quoteCallbackMinutes} minutes of your request`,
    "You get your quote the same day",
    "A binding estimate once we have seen your home in person",
    `We confirm every detail ${commitments.confirmHoursBefore} hours before moving day`,
  ],
  /** Things that make the estimate more accurate. */
  helpfulDetails: [
    "Both addresses, with floor numbers and elevators",
    "The number of bedrooms, or the office headcount",
    "Large, heavy or fragile pieces such as a piano or safe",
    "Whether you want packing or storage",
  ],
} as const;

export const quoteBenefits: readonly Feature[] = [
  {
    icon: BadgeDollarSign,
    title: "No hidden fees",
    description:
      "Stairs, long carries, packing materials and fuel are listed on the estimate up front, so the invoice on moving day matches what you agreed to.",
  },
  {
    icon: Clock,
    title: `A call back within ${commitments.quoteCallbackMinutes} minutes`,
    description: "A moving consultant reviews your details and asks about anything the form could not cover.",
  },
  {
    icon: FileText,
    title: "Same-day quotes",
    description: "Ask today and your quote comes today, set out in detail, so you can compare us with anyone.",
  },
  {
    icon: Users,
    title: "Background-checked crews",
    description:
      "Everyone who enters your home is our own employee, background-checked and trained in wrapping, lifting and protecting floors and door frames.",
  },
  {
    icon: ShieldCheck,
    title: "Licensed and insured",
    description: `Licensed (${business.licenses.usdot}, ${business.licenses.mc}) and insured, with basic coverage on every move and full value protection available for your belongings.`,
  },
  {
    icon: CalendarCheck,
    title: "Weekends and evenings",
    description:
      "Book the day that suits you, seven days a week, including evenings for offices and weekends for families who cannot take time off work.",
  },
];

export const quoteStats: readonly Stat[] = [
  { value: figures.atlantaMoves, label: "Moves completed" },
  { value: figures.rating, label: "Customer rating" },
  {
    value: figures.yearsExperience,
    label: `Years, since ${figures.foundedYear}`,
  },
  {
    value: `${commitments.quoteCallbackMinutes} min`,
    label: "Consultant call back",
  },
];

/** The spec's six-step journey, in the spec's order. */
export const quoteJourney: readonly ProcessStep[] = [
  {
    title: "Initial contact",
    description: `You send the form or call. Within ${commitments.quoteCallbackMinutes} minutes a consultant is in touch to learn about your move and your dates.`,
  },
  {
    title: "In-home or virtual survey",
    description:
      "We walk through your home in person or over a video call, noting heavy pieces, fragile items, stairs and anything that needs special handling.",
  },
  {
    title: "Detailed quote",
    description:
      "You receive a detailed quote: crew size, hours, truck, materials and any storage, with no hidden fees added later.",
  },
  {
    title: "Pre-move preparation",
    description: `Packing materials arrive if you want them, building reservations are sorted out, and we confirm every detail ${commitments.confirmHoursBefore} hours before the move.`,
  },
  {
    title: "Moving day",
    description:
      "The crew protects floors and door frames, wraps every piece of furniture, and loads the truck in the order your new home needs it.",
  },
  {
    title: "Final delivery and walkthrough",
    description:
      "Furniture is placed and reassembled where you want it. We walk through together before we leave, so you can check that everything arrived as it left.",
  },
];

export const quoteCall = {
  eyebrow: "Prefer to talk?",
  title: "Get your quote over the phone",
  body: "Some moves are easier to explain out loud. Call and a consultant will price it with you on the spot, seven days a week.",
};

export const quoteTestimonial = testimonials.quotePage;
