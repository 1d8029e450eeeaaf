import type { Feature } from "../components/feature-grid";
import { Clock, PackageX, ShieldAlert } from "lucide-react";
import type { ProcessStep } from "../components/process-steps";

export const homeSeo = {
  title: "Liberty Oak Movers | Atlanta Movers Since 1969",
  description:
    "Family-owned, veteran-operated movers serving Metro Atlanta since 1969. Residential, senior, office, packing and storage. Free same-day quotes.",
};

export const painPoints: readonly Feature[] = [
  {
    icon: Clock,
    title: "Moving is stressful",
    description:
      "One coordinator plans your move from the first call to the last box, and confirms every detail 24 hours before moving day, so nothing is left to chance.",
  },
  {
    icon: PackageX,
    title: "Worried about damage",
    description:
      "Furniture is blanket-wrapped and padded, floors and door frames are protected, and fragile items are packed by people who do it every day.",
  },
  {
    icon: ShieldAlert,
    title: "Tired of unreliable movers",
    description:
      "Our crews are our own employees, background-checked and trained. They arrive when we say, at the price we quoted, with no hidden fees.",
  },
];

export const homeSteps: readonly ProcessStep[] = [
  {
    title: "Get your free quote",
    description: "Call us or fill in the short form. A consultant contacts you within 30 minutes of your request.",
  },
  {
    title: "Schedule your move",
    description: "Pick the day that suits you, weekends and evenings included. We confirm the details 24 hours before.",
  },
  {
    title: "Move stress-free",
    description: "Our crew wraps, loads, drives and places every piece where you want it in your new home.",
  },
];
