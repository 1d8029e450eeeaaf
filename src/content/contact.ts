/**
 * Copy for the Contact page. Phone, e-mail, address and hours are not here: the page
 * reads them from the business config, so they change in one place.
 */
import { business } from "../config/business";
import { cityDirectory } from "./city-directory";
import { towns } from "./towns";
import type { Testimonial } from "./testimonial";

export const contactSeo = {
  title: "Contact Our Peachtree Corners Movers",
  description:
    "Call, e-mail or visit our Peachtree Corners office. Office hours seven days a week, e-mail replies within 2 hours and emergency moves 24/7.",
};

export const contactHero = {
  eyebrow: "Contact us",
  title: "Talk to a real person about your move",
  intro: `Call, e-mail or stop by our ${business.address.city} office. A coordinator who knows Metro Atlanta answers, and a written quote usually follows the same day.`,
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
    "Our crews leave Peachtree Corners every morning for these towns and the neighborhoods between them. Moving somewhere not listed? Call us: if it is in Metro Atlanta, we very likely go there.",
};

export const emergencyMove = {
  eyebrow: `Emergency moves ${business.hours.emergency}`,
  title: "Need to move on short notice?",
  body: "A closing that fell through, a lease that ended early, a pipe that burst overnight: some moves cannot wait for next week. Call any hour of any day and we will tell you honestly how soon a crew can be at your door, often the same day.",
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
  intro:
    "Our office sits in a business park on Technology Parkway, a few minutes from Peachtree Parkway. Walk-ins are welcome during office hours; call ahead if you would like a coordinator to set time aside for you.",
  notes: [
    {
      title: "Parking",
      body: "Free visitor parking in the lot directly in front of the building, with marked accessible spaces closest to the entrance. No permit or validation needed.",
    },
    {
      title: "Access",
      body: "Our suite is on the ground floor with a step-free path from the parking lot and an automatic front door. There is room inside to sit down with a coordinator and go through your inventory.",
    },
    {
      title: "Transit",
      body: "Gwinnett County's local buses serve the Peachtree Corners area and link with MARTA rail. Routes and schedules change from time to time, so call ahead and we can advise the best route from where you are.",
    },
  ],
} as const;

export const contactTestimonial: Testimonial = {
  quote:
    "I called on a Sunday afternoon expecting voicemail and got a coordinator who walked me through the whole move. The e-mailed quote arrived within the hour, and moving day went exactly the way she described it.",
  name: "Lauren P.",
  descriptor: "Moved from Peachtree Corners to Roswell",
  stars: 5,
};
