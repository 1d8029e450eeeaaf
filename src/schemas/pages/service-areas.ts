/** The words of the service-areas page (src/content/pages/service-areas.yaml); the city cards come from each city. */
import { prose } from "../field.ts";
import { cardSection, innerPage, section } from "../sections.ts";

export const serviceAreasPage = innerPage("Service areas page", "The words of the service-areas page.", {
  cities: section("City cards section", "The cards linking to each city's page.", {
    nearbyNote: prose({
      label: "Nearby towns",
      description: "The line under the cards about the towns without a page of their own.",
      max: 300,
    }),
  }),
  trust: cardSection("Why trust us section", "The three why-trust-us points.", { min: 3, max: 3 }),
});
