/**
 * Every name text may put in braces, like "Call {phone}": the one list of them. The build fills
 * each from the business details (src/lib/content/placeholders.ts, typed against this list); every
 * text field's pattern accepts these names only, so the editor refuses a misspelt one beside
 * the field, in the words the build uses.
 */
export const businessPlaceholders = [
  "companyName",
  "shortName",
  "legalName",
  "phone",
  "email",
  "officeCity",
  "address",
  "movingHoursLabel",
  "movingHours",
  "officeHoursLabel",
  "officeHours",
  "emergencyHours",
  "usdot",
  "mc",
  "foundedYear",
  "yearsExperience",
  "rating",
  "bbbRating",
  "totalMoves",
  "atlantaMoves",
  "seniorMoves",
  "officeMoves",
  "serviceAreaCities",
  "quoteCallbackMinutes",
  "emailReplyHours",
  "confirmHoursBefore",
  "packingFragileOnly",
  "packingPartial",
  "packingFullService",
  "storageBasic",
  "storageClimateControlled",
  "storagePremium",
  "packingFragileOnlyTier",
  "packingPartialTier",
  "packingFullServiceTier",
  "storageBasicTier",
  "storageClimateControlledTier",
  "storagePremiumTier",
  "shortTermStorageDays",
  "longTermStorageDays",
  "basicLiabilityPerPound",
  "damageClaimHours",
  "cancellationNoticeHours",
  "paymentMethods",
  "prohibitedItems",
  "disputeVenue",
  "governingLaw",
  "minimumAge",
  "stairsMinutesPerFlight",
  "elevatorMinutes",
  "averageSpeedMph",
] as const;

export type BusinessPlaceholder = (typeof businessPlaceholders)[number];

/**
 * Names that only some words can use: a city's own in a city's words and the city pages' shared
 * words, the list of city names in the FAQ. Elsewhere the build stops, naming the file and field.
 */
export const scopedPlaceholders = {
  cityName: "a city page's words",
  cityMoves: "a city page's words",
  cityNames: "the FAQ",
} as const;

/** Text with no braces but around these names; a stray or misspelt one is refused. */
export const placeholderPattern = {
  regex: new RegExp(
    `^(?:[^{}]|\\{(?:${[...businessPlaceholders, ...Object.keys(scopedPlaceholders)].join("|")})\\})*$`,
  ),
  message:
    "has a name in braces that the site does not know: check its spelling against the names in Business details, like {phone}",
};
