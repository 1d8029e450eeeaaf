/** The advertised packing and storage prices. */
import { group, text } from "../field.ts";
import { dollars } from "./amounts.ts";

export const prices = group(
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
);
