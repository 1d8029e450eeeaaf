/**
 * The words of each page (src/content/pages/<file>.yaml, named in src/schemas/index.ts); the estimator's are in
 * moving-cost-estimator.ts.
 */
import type { z } from "astro/zod";
import {
  choice,
  group,
  list,
  optionalText,
  optionalVideo,
  ownerConfirmed,
  picture,
  prose,
  text,
  wordsConfirmed,
  type Count,
} from "../field.ts";
import { iconNames } from "../icons.ts";
import {
  callToAction,
  cards,
  heading,
  hero,
  introCallToAction,
  notes,
  points,
  section,
  seo,
  stats,
  steps,
} from "../sections.ts";
import { servicePages, type ServicePageKey } from "../services.ts";

/** The words of an inner page: how it appears in search results, its navy top, then its own sections. */
const innerPage = <T extends z.ZodRawShape>(label: string, description: string, sections: T) =>
  group(label, description, { wordsConfirmed: wordsConfirmed(`the ${label}`), seo: seo(), hero: hero(), ...sections });

/** The picture beside a service page's headline, uploaded into the page's folder of src/assets/. */
const heroPicture = (page: ServicePageKey) =>
  picture(
    "Hero picture",
    "The picture beside the headline on wider screens (a landscape photo, 1200 pixels or more across).",
    servicePages[page].id,
  );

const cardSection = (label: string, description: string, count: Count = {}) =>
  section(label, description, { items: cards("Cards", description, count) });
const stepsSection = (label: string, description: string, count: Count = {}) =>
  section(label, description, { steps: steps("Steps", description, count) });
const statsSection = (label: string, description: string) =>
  section(label, description, { stats: stats("Figures", description, { min: 2, max: 6 }) });

const quoteHeading = () => heading("Quote form section", "The heading over this page's quote form.");
const reviewsHeading = (what = "testimonial") => heading("Reviews section", `The heading over the ${what}.`);
const questionsHeading = () =>
  text("Questions heading", "The heading over this page's questions (FAQ, Also on).", { max: 80 });

/** Advertised price tiers side by side, each with a quote button, and the fine print under them. */
const pricing = (label: string, description: string) =>
  section(label, description, {
    tiers: list(
      "Tiers",
      "The tiers, cheapest first.",
      group("Tier", "One price tier.", {
        name: text(
          "Name",
          "The tier's name: a name of the business details, like {storageBasicTier} or {packingPartialTier} packing.",
          { max: 40 },
        ),
        price: text(
          "Price",
          "The advertised starting price: a price of the business details, like {packingFullService}.",
          { max: 30 },
        ),
        unit: text("Per", 'What the price is per: "hour" or "day".', { max: 12 }),
        summary: prose("Summary", "One sentence under the price.", { max: 200 }),
        includes: points("Includes", "What the tier includes.", { min: 1, max: 6 }),
        badge: optionalText("Badge", "A short label that also highlights the tier; may be empty.", { max: 30 }),
      }),
      { min: 1, max: 4, itemLabel: "name" },
    ),
    note: prose("Fine print", "What the advertised prices mean, under the tiers.", { max: 300 }),
  });

export const homePage = group("Home page", "The words of the home page.", {
  wordsConfirmed: wordsConfirmed("the home page"),
  seo: seo({ fullTitle: true }),
  hero: group("Top of the page", "The headline, introduction and trust badges over the hero picture.", {
    eyebrow: text("Eyebrow", "The short line in capitals above the headline.", { max: 80 }),
    title: text("Headline", "The page's main heading.", { max: 90 }),
    intro: prose("Introduction", "A sentence or two under the headline.", { max: 300 }),
    picture: picture(
      "Hero picture",
      "The full-width picture behind the headline (a wide photo, 1920 pixels or more across).",
      "home",
    ),
    video: optionalVideo(
      "Hero video",
      "A short silent MP4 loop that plays over the hero picture, and on request in the video section. Its first frame should match the picture. Empty: no video.",
    ),
    videoLabel: text("Video description", "What the video shows, for people who cannot see it.", { max: 160 }),
    badges: list(
      "Trust badges",
      "The pills under the introduction.",
      group("Badge", "One trust badge.", {
        icon: choice("Icon", "The picture in the badge.", iconNames),
        label: text("Text", "A few words.", { max: 60 }),
      }),
      { min: 2, max: 4, itemLabel: "label" },
    ),
  }),
  services: heading("Services section", "The heading over the four service cards."),
  worries: section("Worries section", "The navy section about stress, damage and unreliable movers.", {
    items: cards("Worries", "What people dread about moving, and how the company handles it.", { min: 3, max: 3 }),
  }),
  steps: section("Process section", "The three steps to moving day.", {
    steps: steps("Steps", "Get a quote, schedule, move.", { min: 3, max: 3 }),
  }),
  areas: heading("Service areas section", "The heading over the list of towns."),
  video: introCallToAction("Video section", "The closing section beside the video."),
});
export const aboutPage = innerPage("About page", "The words of the About page.", {
  story: section("Story section", "The company's story.", {
    paragraphs: list(
      "Story",
      "The company's story, from the spec's facts: founded by a veteran, family-owned.",
      prose("Paragraph", "One paragraph of the story.", { max: 600 }),
      { min: 1, max: 5 },
    ),
    principle: text("Standard", "The standard the story is about, set apart in a quote box.", { max: 160 }),
    principleCaption: text("Standard caption", "The line under it.", { max: 80 }),
  }),
  stats: statsSection("Figures section", "The figures tiles."),
  values: cardSection("Values section", "The four core values: Integrity, Care, Excellence, Community.", {
    min: 4,
    max: 4,
  }),
  reasons: cardSection("Reasons section", "Six reasons to choose the company.", { min: 6, max: 6 }),
  team: section("Team section", "The team: experienced, background checked, trained.", {
    picture: picture(
      "Team picture",
      "The picture beside the team section (a landscape photo, 1200 pixels or more across).",
      "about",
    ),
    points: cards(
      "Points",
      "Experienced, background checked, ongoing training; a fourth naming {trainingProgram} shows once that is filled in.",
      { min: 3, max: 4 },
    ),
  }),
  community: heading("Community section", "The heading over the community programs (Business details, Community)."),
  quote: quoteHeading(),
  reviews: reviewsHeading(),
});
export const residentialMovingPage = innerPage("Residential moving page", "The words of the residential moving page.", {
  challenges: section("Challenges section", "Three Atlanta moving challenges and how they are handled.", {
    items: list(
      "Challenges",
      "The spec's three: stairs and elevators, parking, valuables.",
      group("Challenge", "One moving challenge and its answer.", {
        icon: choice("Icon", "The picture on the card.", iconNames),
        title: text("Challenge", "The challenge's name.", { max: 60 }),
        description: prose("Text", "What makes it hard in Atlanta homes.", { max: 320 }),
        solution: prose("How we solve it", "What the crew does about it.", { max: 320 }),
      }),
      { min: 3, max: 3, itemLabel: "title" },
    ),
  }),
  services: section("Services section", "What the residential service covers.", {
    items: cards("Services", "Local home moves, apartment moves and the packing options.", { min: 3, max: 3 }),
  }),
  whyUs: section("Why choose us section", "The navy section with the checklist and figures.", {
    points: points("Reasons", "The checklist of reasons to choose the company.", { min: 3, max: 10 }),
    stats: stats("Figures", "The figures under the checklist.", { min: 2, max: 4 }),
  }),
  process: section("Process section", "The three-step home moving process.", {
    steps: steps("Steps", "Free in-home estimate, packing and preparation, safe delivery and setup.", {
      min: 3,
      max: 3,
    }),
  }),
  reviews: reviewsHeading("testimonials"),
  faqTitle: questionsHeading(),
  closing: callToAction(),
});
const checklist = (label: string, description: string) =>
  group(label, description, {
    title: text("Heading", "The list's heading.", { max: 80 }),
    items: points("Items", "One line each.", { min: 2, max: 10 }),
  });

export const seniorMovingPage = innerPage("Senior moving page", "The words of the senior moving page.", {
  heroPicture: heroPicture("senior-moving"),
  benefits: cardSection("Benefits section", "The six benefit cards.", { min: 3, max: 6 }),
  process: stepsSection("Process section", "Consultation, planning, careful packing, settling in.", { min: 4, max: 4 }),
  moves: section("Transitions and services section", "The two lists of senior moves and services.", {
    transitions: checklist("Transitions list", "The kinds of residential transitions handled."),
    services: checklist("Specialized services list", "The specialized senior services."),
  }),
  quote: quoteHeading(),
  reviews: reviewsHeading("testimonials"),
  partnerships: section("Partnerships section", "Who the company works with on senior moves.", {
    items: cards("Cards", "Who the company works with on senior moves.", { min: 1, max: 6 }),
    confirmed: ownerConfirmed("that the company works with each of these, as the cards say"),
  }),
  faqTitle: questionsHeading(),
});
export const commercialMovingPage = innerPage(
  "Commercial moving page",
  "The words of the commercial and office moving page.",
  {
    heroPicture: heroPicture("commercial-moving"),
    services: cardSection(
      "Services section",
      "The six services: office relocations, after-hours, corporate, IT equipment, warehouse, space planning.",
      { min: 3, max: 6 },
    ),
    process: stepsSection("Process section", "The four-step office moving process.", { min: 4, max: 4 }),
    industries: cardSection(
      "Industries section",
      "The six industries: healthcare, legal, technology, financial, education, retail.",
      { min: 3, max: 6 },
    ),
    quote: quoteHeading(),
    reviews: reviewsHeading(),
    faqTitle: questionsHeading(),
  },
);
export const packingServicesPage = innerPage("Packing page", "The words of the packing page.", {
  heroPicture: heroPicture("packing-services"),
  types: cardSection("Packing types section", "The three packing types: full-service, partial, fragile-only.", {
    min: 3,
    max: 3,
  }),
  materials: section("Materials section", "The packing materials the packers bring.", {
    items: points("Items", "The packing materials the packers bring.", { min: 2, max: 12 }),
  }),
  specialties: cardSection("Specialty packing section", "The belongings packed with particular care.", {
    min: 1,
    max: 6,
  }),
  process: stepsSection("Process section", "The four-step packing process.", { min: 4, max: 4 }),
  pricing: pricing("Pricing section", "The advertised packing rates."),
  quote: quoteHeading(),
  reviews: reviewsHeading(),
  benefits: cardSection("Benefits section", "The four benefits of professional packing.", { min: 4, max: 4 }),
  faqTitle: questionsHeading(),
});
export const storageSolutionsPage = innerPage("Storage page", "The words of the storage page.", {
  heroPicture: heroPicture("storage-solutions"),
  stats: statsSection("Figures section", "The figures under the hero."),
  types: cardSection(
    "Storage types section",
    "Short-term (1-30 days), long-term (30+ days, billed monthly) and storage-in-transit.",
    { min: 3, max: 3 },
  ),
  security: cardSection("Security section", "The four security features.", { min: 1, max: 4 }),
  process: stepsSection("Process section", "Pack and inventory, secure storage, easy retrieval.", { min: 3, max: 3 }),
  pricing: pricing("Pricing section", "The advertised storage rates."),
  quote: quoteHeading(),
  reviews: reviewsHeading(),
  faqTitle: questionsHeading(),
});
export const serviceAreasPage = innerPage("Service areas page", "The words of the service-areas page.", {
  cities: section("City cards section", "The cards linking to each city's page.", {
    nearbyNote: prose("Nearby towns", "The line under the cards about the towns without a page of their own.", {
      max: 300,
    }),
  }),
  trust: cardSection("Why trust us section", "The three why-trust-us points.", { min: 3, max: 3 }),
});
export const cityPagesPage = group(
  "City pages",
  "The words every city page shares; each city's own are under Cities.",
  {
    wordsConfirmed: wordsConfirmed("the words every city page shares"),
    eyebrow: text("Eyebrow", 'Above the headline, like "Movers in {cityName}, GA".', { max: 100 }),
    highlights: points("Trust points", "Short points under the hero's buttons.", { min: 0, max: 4 }),
    statsTitle: text("Figures heading", "The heading over the city's figures.", { max: 100 }),
    neighborhoodsHeading: heading("Neighborhoods heading", "The heading over the three neighborhoods."),
    notesHeading: heading("Moving notes heading", "The heading beside the local tips."),
    notesButton: text("Moving notes button", "The quote button under that heading.", { max: 30 }),
    quote: heading("Quote form heading", "The heading over the quote form."),
    testimonialHeading: heading("Testimonial heading", "The heading over the city's testimonial."),
    communityEyebrow: text("Community eyebrow", "Above the community section's heading.", { max: 100 }),
    otherAreasTitle: text("Other areas heading", "The heading of the row of links to the other cities.", { max: 100 }),
  },
);
export const contactPage = innerPage("Contact page", "The words of the contact page.", {
  details: section("Contact details section", "The phone, e-mail, office and hours cards.", {
    phoneNote: text("Under the phone", "The line under the phone number.", { max: 120 }),
    emailNote: text("Under the e-mail", "The line under the e-mail address.", { max: 120 }),
    followTitle: text("Social heading", "The heading over the social buttons.", { max: 60 }),
  }),
  areas: heading("Towns section", "The heading over the grid of towns (Towns we serve)."),
  emergency: introCallToAction(
    "Emergency moves section",
    "The navy section with the call-for-emergency-move button.",
    "A paragraph above the emergency call button.",
    { points: points("Points", "The list beside it.", { min: 1, max: 5 }) },
  ),
  visit: section("Office visit section", "The map and the notes for visiting the office.", {
    notes: notes(
      "Notes",
      "The spec's parking, access and transit notes beside the map.",
      ["Note", "Parking, access or transit."],
      "What a visitor should know.",
      { max: 4 },
    ),
  }),
  reviews: reviewsHeading(),
});
export const getAMovingQuotePage = innerPage("Quote page", "The words of the quote page.", {
  heroButton: text("Hero button", "The button that leads down to the form.", { max: 40 }),
  form: section("Form section", "The Moving Cost Estimate form and what stands beside it.", {
    nextStepsTitle: text("Next steps heading", "The heading over what happens next.", { max: 60 }),
    nextSteps: points("Next steps", "What happens after the form is sent.", { min: 1, max: 6 }),
    helpfulTitle: text("Helpful details heading", "The heading over what helps an estimate.", { max: 60 }),
    helpfulDetails: points("Helpful details", "What to have at hand.", { min: 1, max: 6 }),
  }),
  benefits: cardSection("Benefits section", "The six benefit cards.", { min: 6, max: 6 }),
  stats: statsSection("Figures section", "The figures: the spec's 10,000+ Atlanta moves and 5.0 rating."),
  journey: stepsSection("Journey section", "The spec's six steps, from initial contact to final delivery.", {
    min: 6,
    max: 6,
  }),
  call: introCallToAction(
    "Call section",
    "The call button beside the testimonial.",
    "A sentence or two above the call button, beside the testimonial.",
  ),
});
export const movingFaqPage = innerPage("FAQ page", "The top of the FAQ page; the questions are under FAQ.", {});
export const movingGuidesPage = innerPage(
  "Guides page",
  "The guides list's top, the related-guides heading and the call to action under each guide.",
  {
    related: text("Related guides heading", "Over the guides a service or city page lists (up to three).", { max: 80 }),
    closing: callToAction(
      "End of each guide",
      "The call to action under every guide.",
      "A sentence over the call and quote buttons.",
    ),
  },
);
export const movingChecklistPage = innerPage(
  "Checklist page",
  "The words around the moving checklist; its tasks are under Moving checklist.",
  {
    aside: callToAction(
      "Help box",
      "The box beside the list on wide screens, offering to do the move.",
      "A sentence or two above its quote and call buttons.",
    ),
  },
);
export const leaveAReviewPage = innerPage(
  "Review page",
  "The page that asks customers for a review, with a QR code for each review profile set under Business details.",
  {
    card: group(
      "Review card",
      "The card with a QR code for each review profile; printed, it is the card the crews hand out.",
      {
        title: text("Heading", 'The question at the top of the card, like "How did we do?".', { max: 60 }),
        body: prose(
          "Text",
          "The request above the QR codes. Ask every customer the same way: Google and the FTC forbid asking only happy customers, and offering anything for a review.",
          { max: 300 },
        ),
        printBody: prose(
          "Printed text",
          "The same request on the printed card, where nothing can be tapped: the QR codes are scanned.",
          { max: 300 },
        ),
      },
    ),
  },
);
const errorPage = (label: string, description: string) =>
  group(label, description, {
    title: text("Heading", "The page's heading (the spec's wording).", { max: 60 }),
    pageTitle: text("Tab title", "The browser tab's title; the company name is added after it.", { max: 60 }),
    body: list(
      "Text",
      "What happened and what to do, under the heading.",
      prose("Paragraph", "One paragraph.", { max: 300 }),
      {
        min: 1,
        max: 3,
      },
    ),
    searchDescription: text("Description", "The page's description for browsers; it is never indexed.", { max: 120 }),
  });

export const errorPagesPage = group("Error pages", "The 404 and 500 pages.", {
  wordsConfirmed: wordsConfirmed("the 404 and 500 pages"),
  notFound: errorPage("Page not found (404)", "What a visitor sees at an address the site does not have."),
  serverError: errorPage("Server error (500)", "What a host shows when it fails to answer."),
});
