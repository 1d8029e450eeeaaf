/** The towns of the contact page's grid, which the estimator also offers (src/content/towns.yaml). */
import { decimal, entries, group, list, text } from "./field.ts";

export const townsSchema = group(
  {
    towns: entries(
      { label: "Town", description: "One town." },
      {
        name: text({ label: "Town", description: "The town's name.", max: 40 }),
        latitude: decimal({
          label: "Latitude",
          description: "The town center, north; the estimator measures drives from it.",
          min: 30,
          max: 36,
        }),
        longitude: decimal({
          label: "Longitude",
          description: "The town center, east (negative).",
          min: -86,
          max: -82,
        }),
      },
      { label: "Towns", description: "In the contact page's order.", min: 2, itemLabel: "name" },
    ),
    elsewhereLabel: text({
      label: "Elsewhere",
      description: "The estimator's choice for an address in none of these towns.",
      max: 40,
    }),
  },
  { label: "Towns we serve", description: "The contact page's towns, also the estimator's origins and destinations." },
);
