/** Every name text may put in braces ("Call {phone}"): text fields accept only these, so a misspelt one is refused. */
export const businessPlaceholders = [
  "companyName",
  "tagline",
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
  "deposit",
  "paymentMethods",
  "prohibitedItems",
  "disputeVenue",
  "governingLaw",
  "minimumAge",
  "stairsMinutesPerFlight",
  "elevatorMinutes",
  "averageSpeedMph",
  "climateControl",
  "itemRetrieval",
  "buildingReservations",
  "insuranceCertificates",
  "trainingProgram",
] as const;

export type BusinessPlaceholder = (typeof businessPlaceholders)[number];

/** Names only some words can use (a city's, the FAQ's city list); elsewhere the build stops, naming the field. */
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
