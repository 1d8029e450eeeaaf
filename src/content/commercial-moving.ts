import {
  Briefcase,
  Building2,
  Cpu,
  GraduationCap,
  Landmark,
  LayoutDashboard,
  MonitorSmartphone,
  MoonStar,
  Scale,
  Stethoscope,
  Store,
  Warehouse,
} from "lucide-react";
import type { Feature } from "../components/feature-grid";
import type { ProcessStep } from "../components/process-steps";
import { business } from "../config/business";
import { testimonials } from "./testimonials";

const { figures, commitments } = business;

export const commercialSeo = {
  title: "Commercial & Office Movers in Atlanta",
  description: `Office, IT and warehouse relocations across Metro Atlanta, done after hours and on weekends so you stay open. ${figures.officeMoves} office moves. Free quote.`,
};

export const commercialHero = {
  eyebrow: "Commercial & office moving",
  title: "Office moves that keep your business open",
  intro: `We plan Metro Atlanta office, IT and warehouse relocations around your working hours: packed on Friday, moved overnight or over the weekend, and ready for work on Monday. ${figures.officeMoves} office moves so far.`,
  highlights: [
    `${figures.officeMoves} office moves`,
    "After-hours and weekend moves",
    "Licensed & insured",
    "24/7 support",
  ],
} as const;

export const commercialServices: readonly Feature[] = [
  {
    icon: Building2,
    title: "Office relocations",
    description:
      "From a five-desk suite to a full floor in Midtown, Buckhead or Perimeter Center, with a written move plan, labeled floor maps and one project lead.",
  },
  {
    icon: MoonStar,
    title: "After-hours moves",
    description:
      "Evening, overnight and weekend moves, so your staff leave on Friday and sit down at their own desks on Monday morning.",
  },
  {
    icon: Briefcase,
    title: "Corporate relocations",
    description:
      "Headquarters and multi-floor moves staged department by department, with building management and insurance certificates handled by us.",
  },
  {
    icon: MonitorSmartphone,
    title: "IT equipment moving",
    description:
      "Computers, monitors, printers and server racks wrapped in anti-static material, moved in padded carts and set at the right desk for your IT team.",
  },
  {
    icon: Warehouse,
    title: "Warehouse moves",
    description:
      "Pallet racking, inventory and light equipment moved with liftgate trucks and crews who work to your receiving and shipping schedule.",
  },
  {
    icon: LayoutDashboard,
    title: "Space planning",
    description:
      "We help map the new floor plan, team by team and workstation by workstation, so every desk and cabinet lands in the right place the first time.",
  },
];

export const commercialSteps: readonly ProcessStep[] = [
  {
    title: "Site survey",
    description:
      "A project lead tours both locations, counts workstations and equipment, and checks loading docks, elevators and building rules.",
  },
  {
    title: "Move plan and schedule",
    description:
      "You get a move plan with the timeline, labels for every room and the crate delivery date, and a price with no hidden fees.",
  },
  {
    title: "Packing and after-hours move",
    description:
      "We deliver crates, pack shared areas and equipment, then move overnight or over the weekend while your doors are closed.",
  },
  {
    title: "Setup and walkthrough",
    description:
      "Furniture and equipment are placed to the floor plan, and we walk the new space with your office manager before the crew leaves.",
  },
];

export const commercialIndustries: readonly Feature[] = [
  {
    icon: Stethoscope,
    title: "Healthcare",
    description:
      "Medical and dental offices and clinics, with exam-room furniture, delicate equipment and sealed patient records moved and tracked.",
  },
  {
    icon: Scale,
    title: "Legal",
    description:
      "Law firms' files and libraries moved in sealed, numbered crates, so confidential records stay confidential and in order.",
  },
  {
    icon: Cpu,
    title: "Technology",
    description:
      "Start-ups and tech offices from Midtown to Technology Parkway, with dense desk setups labeled so the team is back online quickly.",
  },
  {
    icon: Landmark,
    title: "Financial services",
    description:
      "Banks, accounting and advisory firms moved over a weekend, with locked file cabinets and secure handling of records and equipment.",
  },
  {
    icon: GraduationCap,
    title: "Education",
    description:
      "Schools, training centers and university departments moved during breaks, from classroom furniture to lab and library contents.",
  },
  {
    icon: Store,
    title: "Retail",
    description:
      "Fixtures, stock and displays moved between trading days, so you close one location at night and open the next on schedule.",
  },
];

export const commercialQuote = {
  title: "Get a free office moving quote",
  intro: `Tell us about your workplace and a commercial move consultant will reach you within ${commitments.quoteCallbackMinutes} minutes to arrange a site survey.`,
};

export const commercialTestimonial = testimonials.commercial;
