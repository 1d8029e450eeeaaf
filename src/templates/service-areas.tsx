import { ArrowRight, MapPin } from "lucide-react";
import { ServiceAreaMapArt } from "../components/service-area-map-art";
import { CallLink } from "../components/call-link";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { QuoteSection } from "../components/quote-section";
import { Section, SectionHeading } from "../components/ui/section";
import { type CityDirectoryEntry, cityDirectory } from "../content/city-directory";
import {
  cityCardsSection,
  serviceAreasHero,
  serviceAreasSeo,
  trustPoints,
  trustSection,
} from "../content/service-areas";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({ title: serviceAreasSeo.title, description: serviceAreasSeo.description, pathname: path });

function CityCards({ cards }: { cards: readonly CityDirectoryEntry[] }) {
  return (
    <Section labelledBy="areas-cities-heading">
      <SectionHeading
        id="areas-cities-heading"
        eyebrow={cityCardsSection.eyebrow}
        title={cityCardsSection.title}
        intro={cityCardsSection.intro}
      />
      <ul className="grid gap-5 md:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card.slug}
            className="group relative flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-navy-900/5 transition-shadow focus-within:ring-2 focus-within:ring-accent-400 hover:ring-navy-900/20 sm:p-7"
          >
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-navy-50 sm:flex">
              <MapPin aria-hidden="true" className="size-6 text-navy-700" />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="text-xl font-bold text-navy-900">{card.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{card.cardDescription}</p>
              {/* The link covers the whole card (after:inset-0), so the card is one target with one name. */}
              <a
                href={card.path}
                className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-navy-800 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
              >
                Learn more<span className="sr-only"> about moving in {card.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-muted">{cityCardsSection.nearbyNote}</p>
    </Section>
  );
}

function TrustPoints() {
  return (
    <Section labelledBy="areas-trust-heading">
      <SectionHeading id="areas-trust-heading" eyebrow={trustSection.eyebrow} title={trustSection.title} />
      <FeatureGrid features={trustPoints} />
    </Section>
  );
}

export function ServiceAreasPage() {
  return (
    <>
      <PageHero
        eyebrow={serviceAreasHero.eyebrow}
        title={serviceAreasHero.title}
        intro={serviceAreasHero.intro}
        actions={
          <>
            <CallLink control="areas-hero-call" variant="outlineLight" />
            <QuoteLink control="areas-hero-quote" />
          </>
        }
        highlights={serviceAreasHero.highlights}
        art={<ServiceAreaMapArt cities={cityDirectory} />}
      />
      <CityCards cards={cityDirectory} />
      <QuoteSection />
      <TrustPoints />
    </>
  );
}
