import { z } from "zod";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time like 07:00");
const dayCode = z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
const hoursRow = z.object({
  days: z.string().min(1),
  dayCodes: z.array(dayCode).min(1),
  opens: time,
  closes: time,
});
const dollars = z.number().positive("must be a price in dollars, above 0");
const hours = z.number().positive("must be a number of hours, above 0").max(100);
const percent = z.number().min(0).max(100, "must be a percentage from 0 to 100");
const crewSize = z.union([z.literal(2), z.literal(3), z.literal(4)], { error: "must be a crew of 2, 3 or 4 movers" });
const homeSizes = ["studio", "1-bedroom", "2-bedroom", "3-bedroom", "4-bedroom"] as const;
const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// URL" });

export const businessSchema = z
  .object({
    name: z.string().min(2),
    legalName: z.string().min(2),
    shortName: z.string().min(2).max(12, "must be at most 12 characters (home-screen label)"),
    tagline: z.string().min(10),
    siteUrl: httpsUrl.refine((url) => !url.endsWith("/"), "must not end with a slash"),
    phone: z.object({
      display: z.string().min(7),
      tel: z.string().regex(/^\+1\d{10}$/, "must be an E.164 US number like +17705550142, usable in a tel: link"),
    }),
    email: z.email({ error: "must be an e-mail address like moves@example.com" }),
    address: z.object({
      street: z.string().min(3),
      city: z.string().min(2),
      region: z.string().length(2, "must be a two-letter state code"),
      postalCode: z.string().regex(/^\d{5}$/, "must be a five-digit ZIP code"),
      country: z.literal("US"),
      geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    }),
    hours: z.object({
      moving: z.object({ label: z.string().min(3), days: z.array(hoursRow).min(1) }),
      office: z.object({ label: z.string().min(3), days: z.array(hoursRow).min(1) }),
      emergency: z.string().min(1),
    }),
    licenses: z.object({
      usdot: z.string().regex(/^USDOT \d{5,8}$/, 'must read like "USDOT 1234567"'),
      mc: z.string().regex(/^MC \d{5,7}$/, 'must read like "MC 765432"'),
      georgiaHouseholdGoods: z.string().regex(/^$|^[A-Z0-9-]{3,20}$/, "must be the certificate number, or empty"),
    }),
    reviews: z.object({
      readUrl: httpsUrl.or(z.literal("")),
      leaveUrl: httpsUrl.or(z.literal("")),
      betterBusinessBureau: httpsUrl.or(z.literal("")),
    }),
    quoteForm: z.object({
      title: z.string().min(1),
      formId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,100}$/, "must be the provider's form id: letters, digits, - and _ only"),
      formPageUrl: httpsUrl.refine((url) => url.endsWith("/"), "must end with a slash (the form id is appended)"),
      embedScriptUrl: httpsUrl,
      layout: z.string().min(1),
      triggerType: z.string().min(1),
      suggestedHeight: z.number().int().positive(),
    }),
    map: z.object({ embedUrl: httpsUrl, directionsUrl: httpsUrl }),
    csp: z
      .object({ reportUri: httpsUrl.or(z.literal("")), enforce: z.boolean() })
      .refine((csp) => csp.enforce || csp.reportUri !== "", {
        path: ["enforce"],
        message: "may only be false with a reportUri: a policy that neither blocks nor reports protects nothing",
      }),
    social: z.object({
      facebook: httpsUrl.optional().or(z.literal("")),
      twitter: httpsUrl.optional().or(z.literal("")),
      instagram: httpsUrl.optional().or(z.literal("")),
      linkedin: httpsUrl.optional().or(z.literal("")),
    }),
    figures: z.object({
      foundedYear: z.number().int().min(1800).max(2100),
      yearsExperience: z.string().min(1),
      rating: z.string().min(1),
      bbbRating: z.string().min(1),
      totalMoves: z.string().min(1),
      atlantaMoves: z.string().min(1),
      seniorMoves: z.string().min(1),
      officeMoves: z.string().min(1),
      serviceAreaCities: z.string().min(1),
    }),
    commitments: z.object({
      quoteCallbackMinutes: z.number().int().positive(),
      emailReplyHours: z.number().int().positive(),
      confirmHoursBefore: z.number().int().positive(),
    }),
    prices: z.object({
      packingPerHour: z.object({ fragileOnly: dollars, partial: dollars, fullService: dollars }),
      storagePerDay: z.object({ basic: dollars, climateControlled: dollars, premium: dollars }),
    }),
    estimator: z.object({
      ratesArePlaceholders: z.boolean(),
      crewHourlyRate: z.object({ 2: dollars, 3: dollars, 4: dollars }),
      truckFee: z.number().min(0),
      minimumHours: hours,
      homes: z.object(
        Object.fromEntries(homeSizes.map((size) => [size, z.object({ crew: crewSize, hours })])) as Record<
          (typeof homeSizes)[number],
          z.ZodObject<{ crew: typeof crewSize; hours: typeof hours }>
        >,
      ),
      office: z.object({
        hoursPerWorkstation: hours,
        packingHoursPerWorkstation: hours,
        crew: crewSize,
        largeCrew: crewSize,
        largeFrom: z.number().int().positive(),
      }),
      stairsMinutesPerFlight: z.number().min(0).max(120),
      elevatorMinutes: z.number().min(0).max(120),
      fullPackingHours: z.object(
        Object.fromEntries(homeSizes.map((size) => [size, hours])) as Record<(typeof homeSizes)[number], typeof hours>,
      ),
      timingSurchargePercent: z.object({ weekday: percent, weekend: percent, evening: percent }),
      roadFactor: z.number().min(1).max(3),
      averageSpeedMph: z.number().min(5).max(70),
      sameTownMiles: z.number().min(0).max(30),
      range: z.object({
        low: z.number().min(0).max(0.5),
        high: z.number().min(0).max(1),
        roundTo: z.number().int().positive(),
      }),
    }),
    community: z.object({
      programsArePlaceholders: z.boolean(),
      programs: z
        .array(
          z.object({
            icon: z.enum(["flag", "basket", "school", "recycle"]),
            title: z.string().min(3),
            description: z.string().min(10),
            details: z.array(z.string().min(3)),
          }),
        )
        .min(1, "must list at least one program: the About page has a section for them"),
    }),
    priceRange: z.string().min(1),
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour like #0f2340"),
    analyticsScriptUrl: httpsUrl.or(z.literal("")),
  })
  .superRefine((config, ctx) => {
    // The number people read and the number their phone dials must be the same number.
    const displayDigits = config.phone.display.replace(/\D/g, "");
    if (`+1${displayDigits}` !== config.phone.tel) {
      ctx.addIssue({
        code: "custom",
        path: ["phone", "display"],
        message: `does not match phone.tel (${config.phone.tel})`,
      });
    }
  });

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

/** Throws an Error that names every bad field and its value, so a build log says exactly what to fix. */
export function validateBusiness(input: unknown) {
  const result = businessSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.join(".") || "(root)";
    return `  - business.${field} = ${JSON.stringify(valueAt(input, issue.path))}: ${issue.message}`;
  });
  throw new Error(`Invalid business config (src/config/business.ts):\n${lines.join("\n")}`);
}
