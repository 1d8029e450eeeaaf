/**
 * The business details (src/content/business.yaml): everything about the company that more
 * than one page says. Pages never type these values; their text names them as placeholders
 * such as {phone} (src/lib/placeholders.ts).
 */
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
} from "./field.ts";
import { iconNames } from "./icons.ts";
import { dialString, daysLabel, mapLinks, usPhoneMessage, usPhonePattern } from "../lib/business-facts.ts";

const time = (label: string, description: string) =>
  text({
    label,
    description,
    pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: "must be a 24-hour time like 07:00" },
  });

const dayCodes = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** Each day code's name: the editor's label, and the day schema.org's opening hours name. */
export const dayNames = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const satisfies Record<(typeof dayCodes)[number], string>;

const hoursRow = group(
  {
    dayCodes: list(
      choice(dayCodes, {
        label: "Day",
        description: "A day these hours apply to.",
        optionLabels: dayNames,
      }),
      {
        label: "Days",
        description: 'The days these hours apply to. The site writes them as "Monday – Saturday" or "Sunday".',
        min: 1,
      },
    ),
    opens: time("Opens", "24-hour time, like 07:00."),
    closes: time("Closes", "24-hour time, like 19:00."),
  },
  { label: "Hours", description: "One row of opening hours." },
);

const hoursTable = (label: string, description: string) =>
  group(
    {
      label: text({ label: "Heading", description: "What the site calls these hours.", max: 40 }),
      days: list(hoursRow, { label: "Rows", description: "One row per run of days.", min: 1, itemLabel: "dayCodes" }),
    },
    { label, description },
  );

const dollars = (label: string, description: string) => decimal({ label, description, min: 0.01, max: 100_000 });
const hours = (label: string, description: string) => decimal({ label, description, min: 0.05, max: 100 });
const crewSize = (label: string, description: string) =>
  integer({ label, description, min: 2, max: 4 }).transform((movers) => movers as 2 | 3 | 4);
const figure = (label: string, description: string) => text({ label, description, max: 12 });
const homeSizes = ["studio", "1-bedroom", "2-bedroom", "3-bedroom", "4-bedroom"] as const;

const homeLoad = (size: string) =>
  group(
    {
      crew: crewSize("Movers", `Movers sent for a ${size}.`),
      hours: hours("Hours", `Crew hours to load and unload a ${size}, with no stairs.`),
    },
    { label: size, description: `A ${size} home.` },
  );

/** The business details as the file holds them: each fact once. */
const businessDetails = group(
  {
    name: text({
      label: "Company name",
      description: "Shown in the header, page titles and search results: {companyName}.",
      max: 60,
    }),
    legalName: text({
      label: "Legal name",
      description: "The registered name, used in the legal pages: {legalName}.",
      max: 80,
    }),
    shortName: text({
      label: "Short name",
      description: "What a phone shows under the home-screen icon (12 characters at most): {shortName}.",
      max: 12,
    }),
    namesConfirmed: ownerConfirmed("that the names above are the company's"),
    tagline: text({
      label: "Tagline",
      description: "One sentence about the company, for search engines and the structured data.",
      min: 10,
      max: 160,
    }),
    siteUrl: text({
      label: "Site address",
      description: "The live site's address, without a slash at the end: canonical links and the sitemap use it.",
      pattern: {
        regex: /^https:\/\/[^\s/]+\.[^\s/]+$/,
        message: "must be an https:// address without a path or final slash",
      },
    }),
    phone: text({
      label: "Phone",
      description:
        "The number as the site writes it, like (770) 555-0142 or (770) 555-MOVE; every Call button dials it (letters as on a phone keypad): {phone}.",
      pattern: { regex: usPhonePattern, message: usPhoneMessage },
    }),
    email: text({
      label: "E-mail",
      description: "Where the Email Us buttons write to: {email}.",
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, message: "must be an e-mail address like moves@example.com" },
    }),
    address: group(
      {
        street: text({
          label: "Street",
          description: "Street and suite, shown in the header, footer and contact page. The whole address: {address}.",
          min: 3,
          max: 80,
        }),
        city: text({ label: "City", description: "The office's city: {officeCity}.", min: 2, max: 40 }),
        region: text({
          label: "State",
          description: "Two-letter state code.",
          pattern: { regex: /^[A-Z]{2}$/, message: "must be a two-letter state code" },
        }),
        postalCode: text({
          label: "ZIP code",
          description: "Five digits.",
          pattern: { regex: /^\d{5}$/, message: "must be a five-digit ZIP code" },
        }),
        latitude: decimal({
          label: "Latitude",
          description: "The office's position on the map, north.",
          min: -90,
          max: 90,
        }),
        longitude: decimal({
          label: "Longitude",
          description: "The office's position on the map, east (negative in the US).",
          min: -180,
          max: 180,
        }),
        confirmed: ownerConfirmed("this address and map position"),
      },
      {
        label: "Office address",
        description: "Where the office is: the header, footer, contact page, map and structured data.",
      },
    ),
    hours: group(
      {
        moving: hoursTable(
          "Moving hours",
          "When the crews move: the header, the home page and the footer; search engines get the office hours instead. {movingHoursLabel}: {movingHours}.",
        ),
        office: hoursTable(
          "Office and phone hours",
          "When the office answers: the contact page, and the only hours search engines get (the structured data), since they tell a searcher when a call is answered. {officeHoursLabel}: {officeHours}.",
        ),
        emergency: text({
          label: "Emergency moves",
          description: 'When emergency moves are taken, like "24/7": {emergencyHours}.',
          max: 20,
        }),
      },
      { label: "Hours", description: "The spec's two readings of the hours, both true at once, and emergency moves." },
    ),
    licenses: group(
      {
        usdot: text({
          label: "USDOT number",
          description: 'Shown in the footer, like "USDOT 1234567": {usdot}.',
          pattern: { regex: /^USDOT \d{5,8}$/, message: 'must read like "USDOT 1234567"' },
        }),
        mc: text({
          label: "MC number",
          description: 'Shown in the footer, like "MC 765432": {mc}.',
          pattern: { regex: /^MC \d{5,7}$/, message: 'must read like "MC 765432"' },
        }),
        georgiaHouseholdGoods: optionalText({
          label: "Georgia household-goods certificate",
          description: "Shown beside DOT and MC once set; leave empty to hide it.",
          pattern: { regex: /^[A-Z0-9-]{3,20}$/, message: "must be the certificate number, or empty" },
        }),
      },
      { label: "Licenses", description: "The regulatory numbers in the footer." },
    ),
    reviews: group(
      {
        readUrl: optionalUrl({
          label: "Read reviews",
          description: 'Where customers\' reviews can be read; shows a "Read our reviews" link near the testimonials.',
        }),
        leaveUrl: optionalUrl({
          label: "Leave a review",
          description: 'Where a customer can write one; shows a "Leave a review" link.',
        }),
        betterBusinessBureau: optionalUrl({
          label: "Business bureau profile",
          description: "The profile behind the A+ rating; the rating links to it.",
        }),
      },
      { label: "Review profiles", description: "Optional: each link appears once it is set." },
    ),
    quoteForm: group(
      {
        title: text({ label: "Form title", description: "The form's title for screen readers.", max: 60 }),
        formId: text({
          label: "Form id",
          description: "The lead-capture provider's id of the quote form.",
          pattern: {
            regex: /^[A-Za-z0-9_-]{1,100}$/,
            message: "must be the provider's form id: letters, digits, - and _ only",
          },
        }),
        formPageUrl: text({
          label: "Form page address",
          description: "The provider's form address, ending in a slash; the form id is added to it.",
          pattern: {
            regex: /^https:\/\/[^\s/]+\.[^\s]+\/$/,
            message: "must be an https:// address ending with a slash (the form id is appended)",
          },
        }),
        embedScriptUrl: url({ label: "Embed script", description: "The provider's script the quote page loads." }),
        triggerType: text({
          label: "Trigger",
          description: 'The provider\'s trigger setting, like "alwaysShow".',
          max: 30,
        }),
        suggestedHeight: integer({
          label: "Suggested height",
          description: "The form's height in pixels, as the provider suggests.",
          min: 100,
          max: 20_000,
        }),
      },
      { label: "Quote form", description: "The lead-capture provider that hosts the Moving Cost Estimate form." },
    ),
    csp: group(
      {
        reportUri: optionalUrl({
          label: "Report address",
          description: "An https endpoint that collects reports of what the security policy refused.",
        }),
        enforce: checkbox({
          label: "Enforce the policy",
          description:
            "Untick to only report for a while, not block. This takes effect once a report address is set above; without one the policy is always enforced.",
          defaultValue: true,
        }),
      },
      { label: "Security policy", description: "Content-Security-Policy reports, off by default." },
    ),
    social: group(
      {
        facebook: optionalUrl({
          label: "Facebook",
          description: "The company's Facebook page; empty hides the button.",
        }),
        twitter: optionalUrl({ label: "X (Twitter)", description: "The company's X profile; empty hides the button." }),
        instagram: optionalUrl({
          label: "Instagram",
          description: "The company's Instagram profile; empty hides the button.",
        }),
        linkedin: optionalUrl({
          label: "LinkedIn",
          description: "The company's LinkedIn page; empty hides the button.",
        }),
      },
      {
        label: "Social profiles",
        description: "Each shows as a button on the contact page and in the footer once set.",
      },
    ),
    figures: group(
      {
        foundedYear: integer({
          label: "Founded",
          description: "The year the company was founded: {foundedYear}.",
          min: 1800,
          max: 2100,
        }),
        yearsExperience: figure("Years of experience", 'Like "55+": {yearsExperience}.'),
        rating: figure("Rating", 'The customer rating, like "5.0": {rating}.'),
        bbbRating: figure("Business bureau rating", 'Like "A+": {bbbRating}.'),
        totalMoves: figure("Moves in all", 'Like "25,000+" (the About page): {totalMoves}.'),
        atlantaMoves: figure("Atlanta moves", 'Like "10,000+" (the quote page and the Atlanta page): {atlantaMoves}.'),
        seniorMoves: figure("Senior moves", 'Like "5,000+": {seniorMoves}.'),
        officeMoves: figure("Office moves", 'Like "1,500+": {officeMoves}.'),
        serviceAreaCities: figure("Service-area cities", 'Like "10+": {serviceAreaCities}.'),
      },
      {
        label: "Figures",
        description: "The marketing figures, exactly as the site shows them. The name in braces puts one in any text.",
      },
    ),
    commitments: group(
      {
        quoteCallbackMinutes: integer({
          label: "Quote call-back",
          description: "Minutes until a consultant contacts someone who asked for a quote: {quoteCallbackMinutes}.",
          min: 1,
          max: 1440,
        }),
        emailReplyHours: integer({
          label: "E-mail reply",
          description: "Hours until an e-mail is answered: {emailReplyHours}.",
          min: 1,
          max: 168,
        }),
        confirmHoursBefore: integer({
          label: "Move confirmed",
          description: "Hours before a move its details are confirmed: {confirmHoursBefore}.",
          min: 1,
          max: 168,
        }),
      },
      { label: "Service commitments", description: "The response times the site promises." },
    ),
    prices: group(
      {
        packingPerHour: group(
          {
            fragileOnly: dollars("Fragile-only", "Dollars per hour: {packingFragileOnly}."),
            partial: dollars("Partial", "Dollars per hour: {packingPartial}."),
            fullService: dollars("Full-service", "Dollars per hour: {packingFullService}."),
          },
          { label: "Packing, per hour", description: "The advertised packing rates." },
        ),
        storagePerDay: group(
          {
            basic: dollars("Basic", "Dollars per day: {storageBasic}."),
            climateControlled: dollars("Climate-controlled", "Dollars per day: {storageClimateControlled}."),
            premium: dollars("Premium", "Dollars per day: {storagePremium}."),
          },
          { label: "Storage, per day", description: "The advertised storage rates." },
        ),
        shortTermStorageDays: text({
          label: "Short-term storage",
          description: 'How long short-term storage lasts, like "1-30": {shortTermStorageDays} days.',
          max: 12,
        }),
        longTermStorageDays: text({
          label: "Long-term storage",
          description: 'How long long-term storage lasts, like "30+": {longTermStorageDays} days.',
          max: 12,
        }),
      },
      {
        label: "Prices",
        description: "The advertised prices (display only). The pages and the estimator read them from here.",
      },
    ),
    policies: group(
      {
        basicLiabilityPerPound: dollars(
          "Basic liability",
          "Dollars per pound per item covered at no charge: {basicLiabilityPerPound}.",
        ),
        damageClaimHours: integer({
          label: "Damage claims",
          description: "Hours after delivery within which damage must be reported: {damageClaimHours}.",
          min: 1,
          max: 720,
        }),
        cancellationNoticeHours: integer({
          label: "Cancellation notice",
          description: "Hours before a move a cancellation is free of charges: {cancellationNoticeHours}.",
          min: 1,
          max: 720,
        }),
        paymentMethods: list(text({ label: "Method", description: 'Like "major credit cards".', max: 40 }), {
          label: "Payment methods",
          description: "What the company accepts: {paymentMethods}.",
          min: 1,
        }),
        prohibitedItems: list(
          text({ label: "Item", description: "One kind of item, as a sentence fragment.", max: 160 }),
          {
            label: "Prohibited items",
            description: "What the company will not move or store, listed in the Terms and the FAQ: {prohibitedItems}.",
            min: 1,
          },
        ),
        disputeVenue: text({
          label: "Arbitration venue",
          description: "Where arbitration takes place: {disputeVenue}.",
          max: 40,
        }),
        governingLaw: text({
          label: "Governing law",
          description: "Whose law governs the Terms: {governingLaw}.",
          max: 40,
        }),
        minimumAge: integer({
          label: "Minimum age",
          description: "The age under which the services are not directed: {minimumAge}.",
          min: 13,
          max: 21,
        }),
      },
      {
        label: "Terms limits",
        description: "The limits the Terms of Service set; the Terms and the FAQ state them from here.",
      },
    ),
    estimator: group(
      {
        ratesConfirmed: ownerConfirmed("that every rate below is the company's own"),
        crewHourlyRate: group(
          {
            twoMovers: dollars("Two movers", "Dollars per hour for two movers and a truck."),
            threeMovers: dollars("Three movers", "Dollars per hour for three movers and a truck."),
            fourMovers: dollars("Four movers", "Dollars per hour for four movers and a truck."),
          },
          { label: "Crew and truck, per hour", description: "By the number of movers." },
        ),
        truckFee: decimal({
          label: "Truck fee",
          description: "Once per move: the truck, fuel and travel to the first address.",
          min: 0,
          max: 10_000,
        }),
        minimumHours: hours("Minimum hours", "The least crew time a move is charged for."),
        homes: group(
          Object.fromEntries(homeSizes.map((size) => [size, homeLoad(size)])) as Record<
            (typeof homeSizes)[number],
            ReturnType<typeof homeLoad>
          >,
          { label: "Homes", description: "Movers and crew hours for each home size." },
        ),
        office: group(
          {
            hoursPerWorkstation: hours("Hours per workstation", "Crew hours for each desk, chair, computer and files."),
            packingHoursPerWorkstation: hours("Packing hours per workstation", "Packer hours for each workstation."),
            crew: crewSize("Crew", "Movers for a small office."),
            largeCrew: crewSize("Large crew", "Movers for a large office."),
            largeFrom: integer({
              label: "Large from",
              description: "Workstations from which the large crew goes.",
              min: 1,
              max: 1000,
            }),
          },
          { label: "Offices", description: "Offices, by workstation." },
        ),
        stairsMinutesPerFlight: integer({
          label: "Stairs",
          description: "Extra crew minutes per flight of stairs, at each address: {stairsMinutesPerFlight}.",
          min: 0,
          max: 120,
        }),
        elevatorMinutes: integer({
          label: "Elevator",
          description: "Extra crew minutes for an elevator, at each address: {elevatorMinutes}.",
          min: 0,
          max: 120,
        }),
        fullPackingHours: group(
          Object.fromEntries(
            homeSizes.map((size) => [size, hours(size, `Packer hours to pack a whole ${size}.`)]),
          ) as Record<(typeof homeSizes)[number], ReturnType<typeof hours>>,
          {
            label: "Full packing hours",
            description: "Packer hours by home size; partial packing takes half, fragile-only a quarter.",
          },
        ),
        timingSurchargePercent: group(
          {
            weekday: decimal({ label: "Weekday", description: "Percent added on a weekday.", min: 0, max: 100 }),
            weekend: decimal({ label: "Weekend", description: "Percent added on a weekend.", min: 0, max: 100 }),
            evening: decimal({ label: "Evening", description: "Percent added in the evening.", min: 0, max: 100 }),
          },
          { label: "Timing surcharges", description: "No surcharge is advertised; set a percentage if one applies." },
        ),
        roadFactor: decimal({
          label: "Road factor",
          description: "Road miles per straight-line mile between towns.",
          min: 1,
          max: 3,
        }),
        averageSpeedMph: decimal({
          label: "Average speed",
          description: "Miles per hour, between towns: {averageSpeedMph}.",
          min: 5,
          max: 70,
        }),
        sameTownMiles: decimal({
          label: "Miles within a town",
          description: "A move within one town still drives across it.",
          min: 0,
          max: 30,
        }),
        elsewhereRoadMiles: decimal({
          label: "Miles to elsewhere",
          description: 'The drive assumed to or from "Elsewhere in Metro Atlanta".',
          min: 1,
          max: 100,
        }),
        range: group(
          {
            low: decimal({
              label: "Below",
              description: "The range starts this share below the price (0.1 is 10%).",
              min: 0,
              max: 0.5,
            }),
            high: decimal({
              label: "Above",
              description: "The range ends this share above the price (0.15 is 15%).",
              min: 0,
              max: 1,
            }),
            roundTo: integer({
              label: "Round to",
              description: "Dollars the range's ends are rounded to.",
              min: 1,
              max: 1000,
            }),
          },
          { label: "Range", description: "The range shown around the computed price." },
        ),
      },
      { label: "Cost estimator", description: "The moving cost estimator's rates (the estimator page)." },
    ),
    community: group(
      {
        programsConfirmed: ownerConfirmed("that the company runs every program below"),
        programs: list(
          group(
            {
              icon: choice(iconNames, { label: "Icon", description: "The picture beside the program." }),
              title: text({ label: "Title", description: "The program's name.", min: 3, max: 60 }),
              description: prose({ label: "Description", description: "One sentence about it.", min: 10, max: 200 }),
              details: list(text({ label: "Detail", description: "One thing the program does.", min: 3, max: 120 }), {
                label: "Details",
                description: "A short list under the description.",
              }),
            },
            { label: "Program", description: "One community program." },
          ),
          {
            label: "Programs",
            description: "The About page's community section.",
            min: 1,
            itemLabel: "title",
          },
        ),
      },
      { label: "Community", description: "What the company does for its community (the About page)." },
    ),
    priceRange: text({ label: "Price range", description: 'For search engines, like "$$".', max: 5 }),
    themeColor: text({
      label: "Browser colour",
      description: "The phone browser's bar colour, the navy of the design.",
      pattern: { regex: /^#[0-9a-f]{6}$/i, message: "must be a hex colour like #0f2340" },
    }),
    analyticsScriptUrl: optionalUrl({
      label: "Tag manager script",
      description: "Off by default: no analytics ships. A tag manager set here reads the conversion events.",
    }),
  },
  { label: "Business details", description: "Everything about the company that more than one page says." },
);

type BusinessDetails = z.infer<typeof businessDetails>;
type HoursTable = BusinessDetails["hours"]["moving"];

/** A table of hours with each row's days also written out ("Monday – Saturday"), as the pages show them. */
const withDayLabels = (table: HoursTable) => ({
  ...table,
  days: table.days.map((row) => ({ ...row, days: daysLabel(row.dayCodes, dayNames) })),
});

/**
 * What the pages read: the file's facts, and those that follow from them: the number a Call
 * button dials, each hours row's days in words, the map and directions links to the address,
 * and whether the security policy is enforced (always, unless it has somewhere to report to).
 */
function withDerivedFacts(details: BusinessDetails) {
  return {
    ...details,
    phone: { display: details.phone, tel: dialString(details.phone) },
    hours: {
      ...details.hours,
      moving: withDayLabels(details.hours.moving),
      office: withDayLabels(details.hours.office),
    },
    map: mapLinks(details.address),
    csp: { ...details.csp, enforce: details.csp.enforce || !details.csp.reportUri },
  };
}

/** The business details (src/content/business.yaml), and what follows from them. */
export const businessSchema = businessDetails.transform(withDerivedFacts);

export type Business = z.infer<typeof businessSchema>;
