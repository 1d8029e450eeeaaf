/** The service-areas page's own section: a card for each city. */
import type { CollectionEntry } from "astro:content";
import { ArrowRight, MapPin } from "lucide-react";
import { HeadedSection } from "../../components/ui/section";
import type { City } from "../../data/content";

type Page = CollectionEntry<"serviceAreasPage">["data"];

export function CityCards({ section, cities }: { section: Page["cities"]; cities: readonly City[] }) {
  return (
    <HeadedSection id="areas-cities" heading={section.heading}>
      <ul className="grid gap-5 md:grid-cols-2">
        {cities.map((city) => (
          <li
            key={city.slug}
            className="group relative flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-navy-900/5 transition-shadow focus-within:ring-2 focus-within:ring-accent-400 hover:ring-navy-900/20 sm:p-7"
          >
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-navy-50 sm:flex">
              <MapPin aria-hidden="true" className="size-6 text-navy-700" />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="text-xl font-bold text-navy-900">{city.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{city.cardDescription}</p>
              {/* The link covers the whole card (after:inset-0), so the card is one target with one name. */}
              <a
                href={city.path}
                className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-navy-800 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
              >
                Learn more<span className="sr-only"> about moving in {city.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-muted">{section.nearbyNote}</p>
    </HeadedSection>
  );
}
