/**
 * The towns served without a page of their own (src/content/towns.yaml). The contact page and the
 * estimator list the cities (each city file), then these.
 */
import { decimal, entries, group, text } from "./field.ts";

/** A town's center: the estimator measures drives from it, the service-areas map pins a city there. */
export const townCenter = {
  latitude: decimal({ label: "Latitude", description: "The town center, north.", min: 30, max: 36 }),
  longitude: decimal({ label: "Longitude", description: "The town center, east (negative).", min: -86, max: -82 }),
};

export const townsSchema = group(
  {
    towns: entries(
      { label: "Town", description: "One town." },
      { name: text({ label: "Town", description: "The town's name.", max: 40 }), ...townCenter },
      { label: "Towns", description: "After the cities, in this order.", min: 1, itemLabel: "name" },
    ),
    elsewhereLabel: text({
      label: "Elsewhere",
      description: "The estimator's choice for an address in none of these towns.",
      max: 40,
    }),
  },
  {
    label: "Towns we serve",
    description: "The towns without a city page; with the cities, the contact page's towns and the estimator's places.",
  },
);
