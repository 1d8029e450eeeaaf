/**
 * The home page's featured services as cards; src/pages/index.astro places them (a card's footer is a React render
 * prop).
 */
import { ArrowLink } from "../../components/link-list";
import { CardsSection } from "../../components/sections";
import { services, singleton } from "../../data/content";

/** The service cards link to the short addresses, as the spec's home page does. */
export function ServicesGrid() {
  return (
    <CardsSection
      id="home-services"
      section={{
        heading: singleton("homePage").services,
        items: services()
          .filter((service) => service.featured)
          .map((service) => ({ ...service, title: service.name, description: service.summary })),
      }}
      columns={4}
      footer={({ name, shortPath }) => (
        <ArrowLink
          href={shortPath}
          className="mt-5 inline-flex items-center gap-1 font-semibold text-navy-800 underline-offset-4 hover:underline"
        >
          Learn More<span className="sr-only"> about {name}</span>
        </ArrowLink>
      )}
    />
  );
}
