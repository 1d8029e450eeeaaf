/**
 * Copy for the Contact page. Phone, e-mail, address and hours are not here: the page
 * reads them from the business config, so they change in one place.
 */
import { business } from "../config/business";
import { cityDirectory } from "./city-directory";
import { towns } from "./towns";
import { testimonials } from "./testimonials";

export const contactSeo = {
  title: "Contact Our Peachtree Corners Movers",
  description:
    "Call, e-mail or visit our Peachtree Corners office. Office hours seven days a week, e-mail replies within 2 hours and emergency moves 24/7.",
};

export const contactHero = {
  eyebrow: "Contact us",
  title: "Talk to a real person about your move",
  intro: `Call, e-mail or arrange a visit to our ${business.address.city} office. A real person answers, and your quote comes the same day.`,
  highlights: [
    `E-mail replies within ${business.commitments.emailReplyHours} hours`,
    `Emergency moves ${business.hours.emergency}`,
    "Open 7 days a week",
  ],
} as const;

export type ContactTown = {
  name: string;
  /** Set for the ten towns that have their own page. */ path?: string;
};

/** The spec's fifteen towns (content/towns.ts), linked to their page where they have one. */
export const contactTowns: readonly ContactTown[] = towns.map(({ name }) => {
  const city = cityDirectory.find((entry) => entry.name === name);
  return city ? { name, path: city.path } : { name };
});

export const contactAreas = {
  eyebrow: "Where we work",
  title: "Moving homes and offices across Metro Atlanta",
  intro:
    "We move homes and offices in all of these towns and the neighborhoods between them. Moving somewhere not listed? Call us: if it is in Metro Atlanta, we very likely go there.",
};

export const emergencyMove = {
  eyebrow: `Emergency moves ${business.hours.emergency}`,
  title: "Need to move on short notice?",
  body: "A closing that fell through, a lease that ended early, a pipe that burst overnight: some moves cannot wait for next week. Call any hour of any day and we will tell you honestly how soon a crew can be at your door.",
  points: [
    "A coordinator answers around the clock, weekends and holidays included",
    "Packing materials and a truck can be sent with the crew",
    "Short-term storage if your new place is not ready yet",
  ],
};

/** What a visitor needs to know to come to the office at 4500 Technology Parkway. */
export const officeVisit = {
  eyebrow: "Visit our office",
  title: "Come see us in Peachtree Corners",
  intro: `Our office is at ${business.address.street}, ${business.address.city}. Call ahead and a coordinator will set time aside for you.`,
  notes: [
    {
      title: "Parking",
      body: "Tell us when you plan to come by and we will describe where to park when you call.",
    },
    {
      title: "Access",
      body: "If you need step-free access or any other help getting in, say so when you call and we will arrange it.",
    },
    {
      title: "Transit",
      body: "Gwinnett County's local buses serve Peachtree Corners and connect with MARTA rail. Routes change from time to time, so ask us for the best one from where you are.",
    },
  ],
} as const;

export const contactTestimonial = testimonials.contact;
