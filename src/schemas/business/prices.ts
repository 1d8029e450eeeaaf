/** The advertised packing and storage prices, and the names of their tiers. */
import { group, text } from "../field.ts";
import { dollars } from "./amounts.ts";

/** Each tier's name, in the order of its rates; each key names the placeholder that says it. */
function tierNames<K extends string>(label: string, description: string, placeholders: Record<K, string>) {
  const ordinals = ["First", "Second", "Third"];
  const fields = Object.entries<string>(placeholders).map(([key, placeholder], index) => [
    key,
    text({
      label: `${ordinals[index]} tier's name`,
      description: `As the site writes it, with a capital letter: {${placeholder}}.`,
      max: 30,
    }),
  ]);
  return group(Object.fromEntries(fields) as Record<K, ReturnType<typeof text>>, { label, description });
}

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
