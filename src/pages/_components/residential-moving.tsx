/** The residential moving page's sections, in page order; src/pages/residential-moving-atlanta.astro places them. */
import type { CollectionEntry } from "astro:content";
import { Wrench } from "lucide-react";
import { CheckList } from "../../components/check-list";
import { EstimatorTeaser } from "../../components/estimator-teaser";
import { CardsSection, StepsSection } from "../../components/sections";
import { StatsStrip } from "../../components/stats-strip";
import { ButtonLink } from "../../components/ui/button";
import { Section, SectionHeading } from "../../components/ui/section";

type Page = CollectionEntry<"residentialMovingPage">["data"];

export function Challenges({ challenges }: { challenges: Page["challenges"] }) {
  return (
    <CardsSection
      id="residential-challenges"
      section={challenges}
      footer={(challenge) => (
        <div className="mt-6 rounded-xl bg-cream p-5">
          <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-accent-700 uppercase">
            <Wrench aria-hidden="true" className="size-4" />
            How we solve it
          </p>
          <p className="mt-2 leading-relaxed text-ink">{challenge.solution}</p>
        </div>
      )}
    />
  );
}

export function Services({ services, packingPath }: { services: Page["services"]; packingPath: string }) {
  return (
    <CardsSection id="residential-services" section={services} tone="cream">
      <div className="mt-10 text-center">
        <ButtonLink href={packingPath} variant="outline">
          Compare packing prices
        </ButtonLink>
      </div>
    </CardsSection>
  );
}

export function WhyChooseUs({ whyUs }: { whyUs: Page["whyUs"] }) {
  return (
    <Section tone="navy" labelledBy="residential-why-heading">
      <div className="grid lg:grid-cols-2 lg:gap-16">
        <SectionHeading id="residential-why-heading" {...whyUs.heading} onDark align="left" />
        <div className="rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-9">
          <CheckList items={whyUs.points} onDark />
        </div>
      </div>
      <div className="mt-12">
        <StatsStrip stats={whyUs.stats} />
      </div>
    </Section>
  );
}

export function Process({ process }: { process: Page["process"] }) {
  return (
    <StepsSection id="residential-process" section={process}>
      <div className="mx-auto mt-12 max-w-2xl">
        <EstimatorTeaser control="residential-estimator" />
      </div>
    </StepsSection>
  );
}
