/**
 * Everything the company would change lives here and nowhere else: the header,
 * footer, calls to action, legal pages and structured data all read it.
 * The build validates it (see business-schema.ts) and stops naming the bad field.
 *
 * PLACEHOLDERS: the phone (555-01xx), e-mail (example.com), DOT/MC numbers,
 * site URL, quote-form ids and social profiles are fictional. Replace them with
 * the real ones before launch.
 */
export const business = {
  name: "Liberty Oak Movers",
  legalName: "Liberty Oak Movers, LLC",
  /** What a phone shows under the home-screen icon. */
  shortName: "Liberty Oak",
  tagline: "Family-owned, veteran-operated movers serving Metro Atlanta since 1969",
  siteUrl: "https://www.example.com",

  phone: { display: "(770) 555-0142", tel: "+17705550142" },
  email: "moves@example.com",

  address: {
    street: "4500 Technology Parkway, Suite 120",
    city: "Peachtree Corners",
    region: "GA",
    postalCode: "30092",
    country: "US",
    geo: { latitude: 33.9701, longitude: -84.2216 },
  },

  /**
   * The spec's two readings of the hours, both true at once: when the crews move (shown on the
   * home page and in the footer) and when the office answers the phone (the contact page).
   */
  hours: {
    moving: {
      label: "Moving hours",
      days: [
        { days: "Monday – Saturday", dayCodes: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "07:00", closes: "19:00" },
        { days: "Sunday", dayCodes: ["Su"], opens: "09:00", closes: "17:00" },
      ],
    },
    office: {
      label: "Office and phone hours",
      days: [
        { days: "Monday – Friday", dayCodes: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "19:00" },
        { days: "Saturday", dayCodes: ["Sa"], opens: "08:00", closes: "18:00" },
        { days: "Sunday", dayCodes: ["Su"], opens: "09:00", closes: "17:00" },
      ],
    },
    emergency: "24/7",
  },

  /** Georgia's household-goods certificate is optional: shown beside DOT and MC once it is set. */
  licenses: { usdot: "USDOT 1234567", mc: "MC 765432", georgiaHouseholdGoods: "" },

  /**
   * Review profiles (optional). When set, "Read our reviews" and "Leave a review" links appear
   * near the testimonials, and the A+ rating links to its bureau profile; empty, nothing shows.
   */
  reviews: {
    /** Where customers' reviews can be read, for example the Google Business Profile. */
    readUrl: "",
    /** Where a customer can leave one, for example that profile's "write a review" link. */
    leaveUrl: "",
    /** The business bureau profile behind the A+ rating. */
    betterBusinessBureau: "",
  },

  /** The lead-capture provider that hosts the Moving Cost Estimate form. */
  quoteForm: {
    title: "Moving Cost Estimate",
    formId: "PLACEHOLDER-QUOTE-FORM",
    formPageUrl: "https://forms.leadprovider.example/widget/form/",
    embedScriptUrl: "https://forms.leadprovider.example/js/form_embed.js",
    layout: "inline",
    triggerType: "alwaysShow",
    suggestedHeight: 5064,
  },

  map: {
    embedUrl: "https://www.google.com/maps?q=4500+Technology+Parkway,+Peachtree+Corners,+GA+30092&output=embed",
    directionsUrl:
      "https://www.google.com/maps/dir/?api=1&destination=4500+Technology+Parkway,+Peachtree+Corners,+GA+30092",
  },

  /**
   * Content-Security-Policy reports (off by default). Set reportUri to an https endpoint that
   * collects reports to see what a new quote provider's script would be refused; with
   * enforce: false the policy only reports, and blocks nothing, until you have checked them.
   */
  csp: { reportUri: "", enforce: true },

  /** Leave a profile out (or empty) and its button disappears from the site. */
  social: {
    facebook: "https://www.facebook.com/libertyoakmovers.example",
    twitter: "https://x.com/libertyoakmovers_example",
    instagram: "https://www.instagram.com/libertyoakmovers.example",
    linkedin: "https://www.linkedin.com/company/libertyoakmovers-example",
  } as Partial<Record<"facebook" | "twitter" | "instagram" | "linkedin", string>>,

  /** Marketing figures, shown exactly as the spec gives them. */
  figures: {
    foundedYear: 1969,
    yearsExperience: "55+",
    rating: "5.0",
    bbbRating: "A+",
    totalMoves: "25,000+",
    atlantaMoves: "10,000+",
    seniorMoves: "5,000+",
    officeMoves: "1,500+",
    serviceAreaCities: "10+",
  },

  commitments: {
    quoteCallbackMinutes: 30,
    emailReplyHours: 2,
    confirmHoursBefore: 24,
  },

  /** The advertised prices (spec, section 9), in dollars. The pages and the estimator read them from here. */
  prices: {
    packingPerHour: { fragileOnly: 25, partial: 35, fullService: 45 },
    storagePerDay: { basic: 15, climateControlled: 25, premium: 35 },
  },

  /**
   * The moving cost estimator's rates (src/lib/moving-estimate.ts). PLACEHOLDERS, like the
   * phone number: plausible figures for a Metro Atlanta local mover, not the company's. Set
   * the real ones, then ratesArePlaceholders to false; the launch check fails until then.
   */
  estimator: {
    ratesArePlaceholders: true,
    /** Crew and truck, per hour, by the number of movers. */
    crewHourlyRate: { 2: 129, 3: 169, 4: 209 },
    /** Once per move: the truck, fuel and travel to the first address. */
    truckFee: 95,
    /** The least crew time a move is charged for, in hours. */
    minimumHours: 3,
    /** Movers and crew hours to load and unload each home size, with no stairs. */
    homes: {
      studio: { crew: 2, hours: 3 },
      "1-bedroom": { crew: 2, hours: 4 },
      "2-bedroom": { crew: 3, hours: 5 },
      "3-bedroom": { crew: 3, hours: 7 },
      "4-bedroom": { crew: 4, hours: 8 },
    },
    /**
     * Offices, by workstation (a desk, chair, computer and files): crew hours and packer hours
     * for each, and the crew size (the larger crew from largeFrom workstations up).
     */
    office: { hoursPerWorkstation: 0.4, packingHoursPerWorkstation: 0.25, crew: 3, largeCrew: 4, largeFrom: 11 },
    /** Extra crew minutes at each address, per flight of stairs and for an elevator. */
    stairsMinutesPerFlight: 15,
    elevatorMinutes: 20,
    /** Packer hours for full-service packing by home size; partial packing takes half, fragile-only a quarter. */
    fullPackingHours: { studio: 3, "1-bedroom": 4, "2-bedroom": 6, "3-bedroom": 9, "4-bedroom": 12 },
    /** No surcharge is advertised for weekend or evening moves; set a percentage here if one applies. */
    timingSurchargePercent: { weekday: 0, weekend: 0, evening: 0 },
    /** Drive time: straight-line distance between the towns times this road factor, at this average speed. */
    roadFactor: 1.3,
    averageSpeedMph: 28,
    /** A move within one town still drives across it. */
    sameTownMiles: 4,
    /** The range shown around the computed price: from (1 - low) to (1 + high) of it. */
    range: { low: 0.1, high: 0.15, roundTo: 10 },
  },

  /**
   * What the company does for its community, shown on the About page (the spec names the
   * section, not its programs). PLACEHOLDERS until the owner confirms them: replace them with
   * what the company really does, then programsArePlaceholders to false; the launch check
   * fails until then. icon is one of "flag", "basket", "school" or "recycle".
   */
  community: {
    programsArePlaceholders: true,
    programs: [
      {
        icon: "flag",
        title: "Veterans and military families",
        description: "Our founder served, and we have never forgotten the families who are still serving.",
        details: [
          "Trucks and crews lent to local veterans' organizations",
          "Volunteer help for veterans moving into assisted living",
          "Care packages packed and shipped to service members overseas",
        ],
      },
      {
        icon: "basket",
        title: "Food drives",
        description: "Our trucks are built to carry a lot, which makes them good at collecting groceries.",
        details: [
          "Collection points at our office during the holidays",
          "Trucks and crews to deliver donations to local food pantries",
        ],
      },
      {
        icon: "school",
        title: "School supply drives",
        description: "Each summer we help local students start the year with what they need.",
        details: [
          "Back-to-school supply collection every July",
          "Deliveries of donated supplies to neighborhood schools",
        ],
      },
      {
        icon: "recycle",
        title: "Packing materials, passed on",
        description: "Good boxes and padding deserve more than one move.",
        details: [
          "Clean, reusable boxes donated to families moving on a tight budget",
          "Packing paper and blankets given to local shelters and charities",
        ],
      },
    ],
  },

  priceRange: "$$",

  /** The browser and home-screen colour; the same navy as --color-navy-900 in src/styles/app.css. */
  themeColor: "#0f2340",

  /**
   * Off by default: no analytics ships. Conversion events still go to window.dataLayer,
   * so a tag manager added here picks them up (e.g. "https://www.googletagmanager.com/gtm.js?id=GTM-XXXX").
   */
  analyticsScriptUrl: "",
} as const;

export type Business = typeof business;
