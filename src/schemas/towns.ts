/** The towns served without a page of their own (src/content/towns.yaml), listed after the cities. */
import { decimal, group, list, text } from "./field.ts";

/** A town's center: the estimator measures drives from it, the service-areas map pins a city there. */
export const townCenter = {
  latitude: decimal("Latitude", "The town center, north.", { min: 30, max: 36 }),
  longitude: decimal("Longitude", "The town center, east (negative).", { min: -86, max: -82 }),
};

export const townsSchema = group(
  "Towns we serve",
  "The towns without a city page; with the cities, the contact page's towns and the estimator's places.",
  {
    towns: list(
      "Towns",
      "After the cities, in this order.",
      group("Town", "One town.", { name: text("Town", "The town's name.", { max: 40 }), ...townCenter }),
      { min: 1, itemLabel: "name" },
    ),
    elsewhereLabel: text("Elsewhere", "The estimator's choice for an address in none of these towns.", { max: 40 }),
  },
);
