/** The home page's service cards; src/pages/index.astro places them (a card's footer is a React render prop). */
import type { CollectionEntry } from "astro:content";
import { ArrowLink } from "../../components/link-list";
import { CardsSection } from "../../components/sections";
import type { Service } from "../../data/content";

type Home = CollectionEntry<"homePage">["data"];

/** The service cards link to the short addresses, as the spec's home page does. */
export function ServicesGrid({ heading, services }: { heading: Home["services"]; services: readonly Service[] }) {
  return (
    <CardsSection
      id="home-services"
      section={{
        heading,
        items: services.map((service) => ({ ...service, title: service.name, description: service.summary })),
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
