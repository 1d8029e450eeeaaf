/**
 * Copy for the service-areas index (/service-areas). The ten city cards come from
 * ./cities (name, path, cardDescription); this module holds the page's own words.
 */
import { Flag, History, ShieldCheck } from "lucide-react";
import type { Feature } from "../components/feature-grid";
import { business } from "../config/business";

const { figures, licenses, address } = business;

export const serviceAreasSeo = {
  title: "Metro Atlanta Service Areas",
  description: `Movers for Atlanta, Decatur, Marietta, Smyrna, Brookhaven, Dunwoody, Norcross, Peachtree Corners, Chamblee and East Point. Family-owned since ${figures.foundedYear}.`,
};

export const serviceAreasHero = {
  eyebrow: "Service areas",
  title: "Local movers for ten Metro Atlanta cities",
  intro: `We work from our office in ${address.city}. Choose your city to see the neighborhoods we know, the local details we plan around and what past customers say.`,
  highlights: [
    `${figures.serviceAreaCities} service-area cities`,
    `${figures.yearsExperience} years local`,
    `${figures.rating} customer rating`,
  ],
};

export const cityCardsSection = {
  eyebrow: "Where we move",
  title: "Choose your city",
  intro:
    "Each city has its own building rules, traffic patterns and historic homes. Our local pages explain how we plan around them.",
  /** Shown under the cards: the contact page lists more towns than the ten with their own page. */
  nearbyNote:
    "Moving to or from Sandy Springs, Roswell, Alpharetta, Johns Creek or Buckhead? We move there too. Call us or request a quote and we will plan it the same way.",
};

export const trustSection = {
  eyebrow: "Why Metro Atlanta trusts us",
  title: "A local mover you can check up on",
};

export const trustPoints: readonly Feature[] = [
  {
    icon: History,
    title: `${figures.yearsExperience} years in Metro Atlanta`,
    description: `We have moved families and businesses here since ${figures.foundedYear}, so we know which streets a truck can turn on and which buildings need paperwork in advance.`,
  },
  {
    icon: Flag,
    title: "Veteran-owned accountability",
    description:
      "Founded by a veteran and family-owned ever since, we keep the standards he set: on-time crews, careful hands and a real person who answers when you call.",
  },
  {
    icon: ShieldCheck,
    title: "Licensed and insured",
    description:
      "We are registered with the U.S. Department of Transportation and fully insured, so your belongings are protected from the first box to the last.",
    details: [licenses.usdot, licenses.mc],
  },
];
