/** The business details (src/content/business.yaml): what more than one page says, named in text as {phone}. */
import { z } from "astro/zod";
import {
  checkbox,
  choice,
  decimal,
  group,
  integer,
  list,
  optionalText,
  optionalUrl,
  ownerConfirmed,
  prose,
  text,
  url,
  wordsConfirmed,
} from "./field.ts";
import { iconNames } from "./icons.ts";
import { dayNames, daysLabel, dialString, mapLinks } from "./business/facts.ts";

/** A US number as people write it, vanity letters allowed: (770) 555-0142, 770.555.0142, 1-770-555-MOVE. */
const usPhonePattern = /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-]?)[0-9A-Za-z]{3}[ .-]?[0-9A-Za-z]{4}$/;
const usPhoneMessage = "must be a US phone number with its area code, like (770) 555-0142 or (770) 555-MOVE";

/** Dollars: a price or a rate; hours of work: a crew's or a packer's; hours within a month or a week; crew minutes. */
const dollars = (label: string, description: string) => decimal(label, description, { min: 0.01, max: 100_000 });
const workHours = (label: string, description: string) => decimal(label, description, { min: 0.05, max: 100 });
const monthHours = (label: string, description: string) => integer(label, description, { min: 1, max: 720 });
const weekHours = (label: string, description: string) => integer(label, description, { min: 1, max: 168 });
const extraMinutes = (label: string, description: string) => integer(label, description, { min: 0, max: 120 });

const time = (label: string, description: string) =>
  text(label, description, { pattern: [/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time like 07:00"] });

const hoursRow = group("Hours", "One row of opening hours.", {
  dayCodes: list(
    "Days",
    'The days these hours apply to. The site writes them as "Monday – Saturday" or "Sunday".',
    choice("Day", "A day these hours apply to.", dayNames),
    { min: 1 },
  ),
  opens: time("Opens", "24-hour time, like 07:00."),
  closes: time("Closes", "24-hour time, like 19:00."),
});

const hoursTable = (label: string, description: string) =>
  group(label, description, {
    label: text("Heading", "What the site calls these hours.", { max: 40 }),
    days: list("Rows", "One row per run of days.", hoursRow, { min: 1, itemLabel: "dayCodes" }),
  });

const figure = (label: string, description: string) => text(label, description, { max: 12 });

/** Each tier's name, in the order of its rates; each key names the placeholder that says it. */
function tierNames<K extends string>(label: string, description: string, placeholders: Record<K, string>) {
  const ordinals = ["First", "Second", "Third"];
  const fields = Object.entries<string>(placeholders).map(([key, placeholder], index) => [
    key,
    text(`${ordinals[index]} tier's name`, `As the site writes it, with a capital letter: {${placeholder}}.`, {
      max: 30,
    }),
  ]);
  return group(label, description, Object.fromEntries(fields) as Record<K, ReturnType<typeof text>>);
}

/** An offer beyond the spec: empty until the owner says it is true; a list item naming an empty one is left off. */
const offer = (label: string, description: string) =>
  optionalText(label, `${description} Empty: nothing is said.`, { max: 160 });

const crewSize = (label: string, description: string) =>
  integer(label, description, { min: 2, max: 4 }).transform((movers) => movers as 2 | 3 | 4);
const homeSizes = ["studio", "1-bedroom", "2-bedroom", "3-bedroom", "4-bedroom"] as const;

const byHomeSize = <T extends z.ZodType>(label: string, description: string, field: (size: string) => T) =>
  group(
    label,
    description,
    Object.fromEntries(homeSizes.map((size) => [size, field(size)])) as Record<(typeof homeSizes)[number], T>,
  );

/** The business details as the file holds them: each fact once. */
const businessDetails = group("Business details", "Everything about the company that more than one page says.", {
  name: text("Company name", "Shown in the header, page titles and search results: {companyName}.", { max: 60 }),
  legalName: text("Legal name", "The registered name, used in the legal pages: {legalName}.", { max: 80 }),
  shortName: text("Short name", "What a phone shows under the home-screen icon (12 characters at most): {shortName}.", {
    max: 12,
  }),
  namesConfirmed: ownerConfirmed("that the company name, legal name and short name are the company's"),
  tagline: text(
    "Tagline",
    "What the company is, in a few words and no final period: the footer says it after the name, and search engines read it as the description in the structured data: {tagline}.",
    { min: 10, max: 160 },
  ),
  siteUrl: text(
    "Site address",
    "The live site's address, without a slash at the end: canonical links and the sitemap use it.",
    { pattern: [/^https:\/\/[^\s/]+\.[^\s/]+$/, "must be an https:// address without a path or final slash"] },
  ),
  phone: text(
    "Phone",
    "The number as the site writes it, like (770) 555-0142 or (770) 555-MOVE; every Call button dials it (letters as on a phone keypad): {phone}.",
    { pattern: [usPhonePattern, usPhoneMessage] },
  ),
  email: text("E-mail", "Where the Email Us buttons write to: {email}.", {
    pattern: [/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, "must be an e-mail address like moves@example.com"],
  }),
  address: group("Office address", "Where the office is: the header, footer, contact page, map and structured data.", {
    street: text(
      "Street",
      "Street and suite, shown in the header, footer and contact page. The whole address: {address}.",
      { min: 3, max: 80 },
    ),
    city: text("City", "The office's city: {officeCity}.", { min: 2, max: 40 }),
    region: text("State", "Two-letter state code.", { pattern: [/^[A-Z]{2}$/, "must be a two-letter state code"] }),
    postalCode: text("ZIP code", "Five digits.", { pattern: [/^\d{5}$/, "must be a five-digit ZIP code"] }),
    latitude: decimal("Latitude", "The office's position on the map, north.", { min: -90, max: 90 }),
    longitude: decimal("Longitude", "The office's position on the map, east (negative in the US).", {
      min: -180,
      max: 180,
    }),
    confirmed: ownerConfirmed("this address and map position"),
  }),
  hours: group("Hours", "The spec's two readings of the hours, both true at once, and emergency moves.", {
    moving: hoursTable(
      "Moving hours",
      "When the crews move: the header, the home page and the footer; search engines get the office hours instead. {movingHoursLabel}: {movingHours}.",
    ),
    office: hoursTable(
      "Office and phone hours",
      "When the office answers: the contact page, and the only hours search engines get (the structured data), since they tell a searcher when a call is answered. {officeHoursLabel}: {officeHours}.",
    ),
    emergency: text("Emergency moves", 'When emergency moves are taken, like "24/7": {emergencyHours}.', { max: 20 }),
  }),
  licenses: group("Licenses", "The regulatory numbers in the footer and the Check us panel.", {
    usdot: text("USDOT number", 'Shown in the footer, like "USDOT 1234567": {usdot}.', {
      pattern: [/^USDOT \d{5,8}$/, 'must read like "USDOT 1234567"'],
    }),
    mc: text("MC number", 'Shown in the footer, like "MC 765432": {mc}.', {
      pattern: [/^MC \d{5,7}$/, 'must read like "MC 765432"'],
    }),
    georgiaHouseholdGoods: optionalText(
      "Georgia household-goods certificate",
      "The intrastate household-goods certificate from the Georgia Department of Public Safety, shown beside the USDOT and MC numbers (the footer, the Check us panel) without a link: the state keeps no up-to-date lookup online. Leave empty to hide it.",
      { pattern: [/^[A-Z0-9-]{3,20}$/, "must be the certificate number, or empty"] },
    ),
  }),
  reviews: group("Review profiles", "Optional: each link appears once it is set.", {
    readUrl: optionalUrl(
      "Read reviews",
      'Where customers\' reviews can be read; shows a "Read our reviews" link near the testimonials.',
    ),
    leaveUrl: optionalUrl("Leave a review", 'Where a customer can write one; shows a "Leave a review" link.'),
    betterBusinessBureau: optionalUrl(
      "Business bureau profile",
      "The profile behind the A+ rating; the rating links to it.",
    ),
  }),
  waysIn: group(
    "Texting, booking and video",
    "Optional ways to reach the company besides a call and the quote form; each shows once it is set.",
    {
      textNumber: optionalText(
        "Texting number",
        "A number that takes text messages; shows a Text us button on the contact and quote pages. It must be registered for business texting (US 10DLC, through your texting provider), or carriers block the texts.",
        { pattern: [usPhonePattern, `${usPhoneMessage}, or empty`] },
      ),
      bookingUrl: optionalUrl(
        "Booking page",
        "Your scheduler's booking page (Calendly, Acuity, your moving software's portal); shows a button to book an estimate visit or video survey on the contact and quote pages.",
      ),
      videoSurveyUrl: optionalUrl(
        "Video survey page",
        "Where a customer sends a video of their home (your survey service's link); shows a button and the filming tips on the contact and quote pages.",
      ),
    },
  ),
  quoteForm: group("Quote form", "The lead-capture provider that hosts the Moving Cost Estimate form.", {
    title: text("Form title", "The form's title for screen readers.", { max: 60 }),
    formId: text("Form id", "The lead-capture provider's id of the quote form.", {
      pattern: [/^[A-Za-z0-9_-]{1,100}$/, "must be the provider's form id: letters, digits, - and _ only"],
    }),
    formPageUrl: text(
      "Form page address",
      "The provider's form address, ending in a slash; the form id is added to it.",
      {
        pattern: [
          /^https:\/\/[^\s/]+\.[^\s]+\/$/,
          "must be an https:// address ending with a slash (the form id is appended)",
        ],
      },
    ),
    embedScriptUrl: url("Embed script", "The provider's script the quote page loads."),
    triggerType: text("Trigger", 'The provider\'s trigger setting, like "alwaysShow".', { max: 30 }),
    suggestedHeight: integer("Suggested height", "The form's height in pixels, as the provider suggests.", {
      min: 100,
      max: 20_000,
    }),
  }),
  csp: group("Security policy", "Content-Security-Policy reports, off by default.", {
    reportUri: optionalUrl(
      "Report address",
      "An https endpoint that collects reports of what the security policy refused.",
    ),
    enforce: checkbox(
      "Enforce the policy",
      "Untick to only report for a while, not block. This takes effect once a report address is set above; without one the policy is always enforced.",
      true,
    ),
  }),
  social: group("Social profiles", "Each shows as a button on the contact page once set.", {
    facebook: optionalUrl("Facebook", "The company's Facebook page; empty hides the button."),
    twitter: optionalUrl("X (Twitter)", "The company's X profile; empty hides the button."),
    instagram: optionalUrl("Instagram", "The company's Instagram profile; empty hides the button."),
    linkedin: optionalUrl("LinkedIn", "The company's LinkedIn page; empty hides the button."),
  }),
  figures: group(
    "Figures",
    "The marketing figures, exactly as the site shows them. The name in braces puts one in any text.",
    {
      foundedYear: integer("Founded", "The year the company was founded: {foundedYear}.", { min: 1800, max: 2100 }),
      yearsExperience: figure("Years of experience", 'Like "55+": {yearsExperience}.'),
      rating: figure("Rating", 'The customer rating, like "5.0": {rating}.'),
      bbbRating: figure("Business bureau rating", 'Like "A+": {bbbRating}.'),
      totalMoves: figure("Moves in all", 'Like "25,000+" (the About page): {totalMoves}.'),
      atlantaMoves: figure("Atlanta moves", 'Like "10,000+" (the quote page and the Atlanta page): {atlantaMoves}.'),
      seniorMoves: figure("Senior moves", 'Like "5,000+": {seniorMoves}.'),
      officeMoves: figure("Office moves", 'Like "1,500+": {officeMoves}.'),
      serviceAreaCities: figure("Service-area cities", 'Like "10+": {serviceAreaCities}.'),
    },
  ),
  commitments: group("Service commitments", "The response times the site promises.", {
    quoteCallbackMinutes: integer(
      "Quote call-back",
      "Minutes until a consultant contacts someone who asked for a quote: {quoteCallbackMinutes}.",
      { min: 1, max: 1440 },
    ),
    emailReplyHours: weekHours("E-mail reply", "Hours until an e-mail is answered: {emailReplyHours}."),
    confirmHoursBefore: weekHours(
      "Move confirmed",
      "Hours before a move its details are confirmed: {confirmHoursBefore}.",
    ),
  }),
  prices: group("Prices", "The advertised prices (display only). The pages and the estimator read them from here.", {
    packingPerHour: group("Packing, per hour", "The advertised packing rates.", {
      fragileOnly: dollars("Fragile-only", "Dollars per hour: {packingFragileOnly}."),
      partial: dollars("Partial", "Dollars per hour: {packingPartial}."),
      fullService: dollars("Full-service", "Dollars per hour: {packingFullService}."),
    }),
    storagePerDay: group("Storage, per day", "The advertised storage rates.", {
      basic: dollars("Basic", "Dollars per day: {storageBasic}."),
      climateControlled: dollars("Climate-controlled", "Dollars per day: {storageClimateControlled}."),
      premium: dollars("Premium", "Dollars per day: {storagePremium}."),
    }),
    packingTiers: tierNames(
      "Packing tiers' names",
      "The names of the packing tiers, in the order of the rates above.",
      { fragileOnly: "packingFragileOnlyTier", partial: "packingPartialTier", fullService: "packingFullServiceTier" },
    ),
    storageTiers: tierNames(
      "Storage tiers' names",
      "The names of the storage tiers, in the order of the rates above.",
      { basic: "storageBasicTier", climateControlled: "storageClimateControlledTier", premium: "storagePremiumTier" },
    ),
    shortTermStorageDays: text(
      "Short-term storage",
      'How long short-term storage lasts, like "1-30": {shortTermStorageDays} days.',
      { max: 12 },
    ),
    longTermStorageDays: text(
      "Long-term storage",
      'How long long-term storage lasts, like "30+": {longTermStorageDays} days.',
      { max: 12 },
    ),
  }),
  offers: group(
    "What we also offer",
    "Services and practices the site mentions only once you fill them in. Fill one in only when the company does it for every customer who asks.",
    {
      climateControl: offer(
        "Climate control",
        'What climate-controlled storage keeps steady, like "Kept between 55 and 80 °F and below 55% humidity": a line of the climate-controlled price card, {climateControl}.',
      ),
      itemRetrieval: offer(
        "Single-item retrieval",
        'Whether a customer can have a few stored items brought back without the rest, like "Only the items you need, delivered on the date you choose": a line of the short-term storage card, {itemRetrieval}.',
      ),
      buildingReservations: offer(
        "Building reservations",
        'If you reserve elevators, loading docks or building permissions for customers, like "Elevator and loading-dock reservations made with your building": a line of the apartment moves card, {buildingReservations}. The Terms (Customer responsibilities) leave them to the customer: change the Terms to match.',
      ),
      insuranceCertificates: offer(
        "Insurance certificates",
        'If you send buildings a certificate of insurance, like "Certificate of insurance sent to your building": a line of the apartment moves card, {insuranceCertificates}.',
      ),
      trainingProgram: offer(
        "Training program",
        "What your movers' training covers, like \"Padding and wrapping, safe lifting and disassembly, taught by our crew leaders\": a card in the About page's team section, {trainingProgram}.",
      ),
    },
  ),
  policies: group(
    "Terms limits",
    "The limits the Terms of Service set; the Terms, the FAQ and the Check us panel beside the quote forms state them from here.",
    {
      wordsConfirmed: wordsConfirmed("these policies, in the Terms and the FAQ"),
      basicLiabilityPerPound: dollars(
        "Basic liability",
        "Dollars per pound per item covered at no charge: {basicLiabilityPerPound}.",
      ),
      damageClaimHours: monthHours(
        "Damage claims",
        "Hours after delivery within which damage must be reported: {damageClaimHours}.",
      ),
      cancellationNoticeHours: monthHours(
        "Cancellation notice",
        "Hours before a move a cancellation is free of charges: {cancellationNoticeHours}.",
      ),
      deposit: text(
        "Deposit",
        "The Terms' sentence on deposits, which the Check us panel states word for word: {deposit}.",
        { max: 200 },
      ),
      cancellation: prose(
        "Cancellation",
        "The Terms' sentences on cancelling, which the Check us panel states word for word: {cancellation}. Name the notice in braces, {cancellationNoticeHours}.",
        { max: 300 },
      ),
      coverage: prose(
        "Coverage",
        "The Terms' sentences on liability coverage, which the Check us panel states word for word: {coverage}. Name the rate in braces, {basicLiabilityPerPound}.",
        { max: 400 },
      ),
      claims: prose(
        "Claims",
        "The Terms' sentence on reporting damage, which the Check us panel states word for word: {claims}. Name the hours in braces, {damageClaimHours}.",
        { max: 300 },
      ),
      paymentMethods: list(
        "Payment methods",
        "What the company accepts: {paymentMethods}.",
        text("Method", 'Like "major credit cards".', { max: 40 }),
        { min: 1 },
      ),
      prohibitedItems: list(
        "Prohibited items",
        "What the company will not move or store, listed in the Terms and the FAQ: {prohibitedItems}.",
        text("Item", "One kind of item, as a sentence fragment.", { max: 160 }),
        { min: 1 },
      ),
      disputeVenue: text("Arbitration venue", "Where arbitration takes place: {disputeVenue}.", { max: 40 }),
      governingLaw: text("Governing law", "Whose law governs the Terms: {governingLaw}.", { max: 40 }),
      minimumAge: integer("Minimum age", "The age under which the services are not directed: {minimumAge}.", {
        min: 13,
        max: 21,
      }),
    },
  ),
  estimator: group("Cost estimator", "The moving cost estimator's rates (the estimator page).", {
    ratesConfirmed: ownerConfirmed("that every rate of the cost estimator is the company's own"),
    crewHourlyRate: group("Crew and truck, per hour", "By the number of movers.", {
      twoMovers: dollars("Two movers", "Dollars per hour for two movers and a truck."),
      threeMovers: dollars("Three movers", "Dollars per hour for three movers and a truck."),
      fourMovers: dollars("Four movers", "Dollars per hour for four movers and a truck."),
    }),
    truckFee: decimal("Truck fee", "Once per move: the truck, fuel and travel to the first address.", {
      min: 0,
      max: 10_000,
    }),
    minimumHours: workHours("Minimum hours", "The least crew time a move is charged for."),
    homes: byHomeSize("Homes", "Movers and crew hours for each home size.", (size) =>
      group(size, `A ${size} home.`, {
        crew: crewSize("Movers", `Movers sent for a ${size}.`),
        hours: workHours("Hours", `Crew hours to load and unload a ${size}, with no stairs.`),
      }),
    ),
    office: group("Offices", "Offices, by workstation.", {
      hoursPerWorkstation: workHours("Hours per workstation", "Crew hours for each desk, chair, computer and files."),
      packingHoursPerWorkstation: workHours("Packing hours per workstation", "Packer hours for each workstation."),
      crew: crewSize("Crew", "Movers for a small office."),
      largeCrew: crewSize("Large crew", "Movers for a large office."),
      largeFrom: integer("Large from", "Workstations from which the large crew goes.", { min: 1, max: 1000 }),
    }),
    stairsMinutesPerFlight: extraMinutes(
      "Stairs",
      "Extra crew minutes per flight of stairs, at each address: {stairsMinutesPerFlight}.",
    ),
    elevatorMinutes: extraMinutes(
      "Elevator",
      "Extra crew minutes for an elevator, at each address: {elevatorMinutes}.",
    ),
    fullPackingHours: byHomeSize(
      "Full packing hours",
      "Packer hours by home size; partial packing takes half, fragile-only a quarter.",
      (size) => workHours(size, `Packer hours to pack a whole ${size}.`),
    ),
    timingSurchargePercent: group("Timing surcharges", "No surcharge is advertised; set a percentage if one applies.", {
      weekday: decimal("Weekday", "Percent added on a weekday.", { min: 0, max: 100 }),
      weekend: decimal("Weekend", "Percent added on a weekend.", { min: 0, max: 100 }),
      evening: decimal("Evening", "Percent added in the evening.", { min: 0, max: 100 }),
    }),
    roadFactor: decimal("Road factor", "Road miles per straight-line mile between towns.", { min: 1, max: 3 }),
    averageSpeedMph: decimal("Average speed", "Miles per hour, between towns: {averageSpeedMph}.", { min: 5, max: 70 }),
    sameTownMiles: decimal("Miles within a town", "A move within one town still drives across it.", {
      min: 0,
      max: 30,
    }),
    elsewhereRoadMiles: decimal("Miles to elsewhere", 'The drive assumed to or from "Elsewhere in Metro Atlanta".', {
      min: 1,
      max: 100,
    }),
    range: group("Range", "The range shown around the computed price.", {
      low: decimal("Below", "The range starts this share below the price (0.1 is 10%).", { min: 0, max: 0.5 }),
      high: decimal("Above", "The range ends this share above the price (0.15 is 15%).", { min: 0, max: 1 }),
      roundTo: integer("Round to", "Dollars the range's ends are rounded to.", { min: 1, max: 1000 }),
    }),
  }),
  community: group("Community", "What the company does for its community (the About page).", {
    programsConfirmed: ownerConfirmed("that the company runs every community program listed"),
    programs: list(
      "Programs",
      "The About page's community section.",
      group("Program", "One community program.", {
        icon: choice("Icon", "The picture beside the program.", iconNames),
        title: text("Title", "The program's name.", { min: 3, max: 60 }),
        description: prose("Description", "One sentence about it.", { min: 10, max: 200 }),
        details: list(
          "Details",
          "A short list under the description.",
          text("Detail", "One thing the program does.", { min: 3, max: 120 }),
        ),
      }),
      { min: 1, itemLabel: "title" },
    ),
  }),
  priceRange: optionalText(
    "Price range",
    'How your prices compare, told to search engines only, like "$$". Empty by default: search engines are then told nothing.',
    { max: 5 },
  ),
  analyticsScriptUrl: optionalUrl(
    "Tag manager script",
    "Off by default: no analytics ships. A tag manager set here reads the conversion events.",
  ),
});

/** A table of hours with each row's days also written out ("Monday – Saturday"), as the pages show them. */
const withDayLabels = (table: z.infer<typeof businessDetails>["hours"]["moving"]) => ({
  ...table,
  days: table.days.map((row) => ({ ...row, days: daysLabel(row.dayCodes) })),
});

/**
 * The business details and what follows from them: the dial string, the days in words, the map links, CSP enforcement.
 */
export const businessSchema = businessDetails.transform((details) => ({
  ...details,
  phone: { display: details.phone, tel: dialString(details.phone) },
  hours: { ...details.hours, moving: withDayLabels(details.hours.moving), office: withDayLabels(details.hours.office) },
  map: mapLinks(details.address),
  csp: { ...details.csp, enforce: details.csp.enforce || !details.csp.reportUri },
}));

export type Business = z.infer<typeof businessSchema>;
