import { cn } from "../lib/cn";
import { buttonRowClasses } from "../components/ui/button";
import { ArrowRight, Lightbulb, MapPin } from "lucide-react";
import { CallLink } from "../components/call-link";
import { FeatureGrid } from "../components/feature-grid";
import { NeighborhoodMapArt } from "../components/neighborhood-map-art";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { QuoteSection } from "../components/quote-section";
import { StatsStrip } from "../components/stats-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { Section, SectionHeading } from "../components/ui/section";
import { business } from "../data/business";
import { type City, findCityByPath } from "../content/cities";
import { type CityDirectoryEntry, cityDirectory } from "../content/city-directory";
import { seo } from "../lib/seo";

/** The city a page path belongs to; the route table only lists paths of known cities. */
function cityAt(path: string): City {
  const city = findCityByPath(path);
  if (!city) throw new Error(`No city in src/content/cities.ts has the path ${path}`);
  return city;
}

export const head = (path: string) => {
  const city = cityAt(path);
  return seo({ title: city.seoTitle, description: city.seoDescription, pathname: path, fullTitle: true });
};

function Stats({ city }: { city: City }) {
  return (
    <Section labelledBy="city-stats-heading">
      <SectionHeading id="city-stats-heading" eyebrow={city.county} title={`${city.name} moves by the numbers`} />
      <StatsStrip stats={city.stats} onDark={false} />
    </Section>
  );
}

function Neighborhoods({ city }: { city: City }) {
  return (
    <Section tone="cream" labelledBy="city-neighborhoods-heading">
      <SectionHeading
        id="city-neighborhoods-heading"
        eyebrow="Neighborhoods"
        title={`${city.name} neighborhoods we know well`}
      />
      <FeatureGrid
        features={city.neighborhoods.map(({ name, description }) => ({ icon: MapPin, title: name, description }))}
      />
    </Section>
  );
}

function MovingNotes({ city }: { city: City }) {
  return (
    <Section labelledBy="city-notes-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading
            id="city-notes-heading"
            eyebrow="Local moving notes"
            title={`What to know before moving in ${city.name}`}
            align="left"
          />
          <QuoteLink control="city-notes-quote" className="-mt-4">
            Plan My Move
          </QuoteLink>
        </div>
        <ul className="divide-y divide-navy-100 border-y border-navy-100">
          {city.movingNotes.map((note) => (
            <li key={note.title} className="flex gap-5 py-8">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100">
                <Lightbulb aria-hidden="true" className="size-6 text-accent-700" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-navy-900">{note.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{note.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Testimonial({ city }: { city: City }) {
  return (
    <Section labelledBy="city-testimonial-heading">
      <SectionHeading
        id="city-testimonial-heading"
        eyebrow="Customer stories"
        title={`From a recent ${city.name} move`}
      />
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={city.testimonial} large />
      </div>
    </Section>
  );
}

function Community({ city }: { city: City }) {
  return (
    <Section tone="navy" labelledBy="city-community-heading">
      <div className="mx-auto max-w-3xl sm:text-center">
        <p className="mb-3 text-sm font-semibold tracking-widest text-accent-300 uppercase">
          Our {city.name} community
        </p>
        <h2 id="city-community-heading" className="font-display text-section font-bold">
          {city.community.heading}
        </h2>
        <p className="mt-6 text-lead text-navy-100">{city.community.body}</p>
        <div className={cn(buttonRowClasses, "mt-10 sm:justify-center")}>
          <QuoteLink control="city-community-schedule">Schedule Your Move</QuoteLink>
          <CallLink control="city-community-call" variant="outlineLight" />
        </div>
      </div>
    </Section>
  );
}

/** A compact row of links to the other nine city pages, for visitors comparing areas and for search. */
function OtherAreas({ others }: { others: readonly CityDirectoryEntry[] }) {
  return (
    <nav aria-labelledby="city-other-areas-heading" className="border-b border-navy-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-10 sm:px-8 lg:flex-row lg:items-baseline lg:gap-8">
        <h2 id="city-other-areas-heading" className="shrink-0 font-display text-xl font-bold text-navy-900">
          Other areas we serve
        </h2>
        <ul className="flex flex-wrap gap-2">
          {others.map((other) => (
            <li key={other.path}>
              <a
                href={other.path}
                className="inline-flex min-h-11 items-center rounded-full bg-cream px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/10 hover:bg-navy-50"
              >
                {other.name}
              </a>
            </li>
          ))}
          <li>
            <a
              href="/service-areas"
              className="inline-flex min-h-11 items-center gap-1 px-3 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
            >
              All service areas
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}

export function CityPage({ path }: { path: string }) {
  const city = cityAt(path);
  return (
    <>
      <PageHero
        eyebrow={`Movers in ${city.name}, GA`}
        title={city.heroHeadline}
        intro={city.heroIntro}
        actions={
          <>
            <CallLink control="city-hero-call" variant="outlineLight" />
            <QuoteLink control="city-hero-quote" />
          </>
        }
        highlights={[`Family-owned since ${business.figures.foundedYear}`, "Veteran-operated", "Licensed & insured"]}
        art={<NeighborhoodMapArt city={city.name} neighborhoods={city.neighborhoods.map((place) => place.name)} />}
      />
      <Stats city={city} />
      <Neighborhoods city={city} />
      <MovingNotes city={city} />
      <QuoteSection
        title={`Get your free ${city.name} moving quote`}
        intro={`Tell us about your ${city.name} move and a consultant contacts you within ${business.commitments.quoteCallbackMinutes} minutes of your request. No obligation, no hidden fees.`}
      />
      <Testimonial city={city} />
      <Community city={city} />
      <OtherAreas others={cityDirectory.filter((entry) => entry.slug !== city.slug)} />
    </>
  );
}
