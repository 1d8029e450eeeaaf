/** Each service page's own sections, which [service].astro places: `Body` after the hero, `AfterReviews` after the reviews. */
import { Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { CheckList } from "../../components/check-list";
import { EstimatorTeaser } from "../../components/estimator-teaser";
import { CardsSection, ChecklistSection, PricingSection, StatsSection, StepsSection } from "../../components/sections";
import { StatsStrip } from "../../components/stats-strip";
import { ButtonLink } from "../../components/ui/button";
import { HeadedSection, Section, SectionHeading } from "../../components/ui/section";
import { singleton } from "../../data/content";
import { servicePages, type ServicePageKey } from "../../schemas/services";

function Residential() {
  const page = singleton(servicePages["residential-moving"].words);
  return (
    <>
      <CardsSection
        id="residential-challenges"
        section={page.challenges}
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
      <CardsSection id="residential-services" section={page.services} tone="cream">
        <div className="mt-10 text-center">
          <ButtonLink href={servicePages["packing-services"].path} variant="outline">
            Compare packing prices
          </ButtonLink>
        </div>
      </CardsSection>
      <Section tone="navy" labelledBy="residential-why-heading">
        <div className="grid lg:grid-cols-2 lg:gap-16">
          <SectionHeading id="residential-why-heading" {...page.whyUs.heading} onDark align="left" />
          <div className="rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-9">
            <CheckList items={page.whyUs.points} onDark />
          </div>
        </div>
        <div className="mt-12">
          <StatsStrip stats={page.whyUs.stats} />
        </div>
      </Section>
      <StepsSection id="residential-process" section={page.process}>
        <div className="mx-auto mt-12 max-w-2xl">
          <EstimatorTeaser control="residential-estimator" />
        </div>
      </StepsSection>
    </>
  );
}

function Senior() {
  const page = singleton(servicePages["senior-moving"].words);
  const { moves } = page;
  const lists = [
    { id: "senior-transitions-heading", ...moves.transitions },
    { id: "senior-specialized-heading", ...moves.services },
  ];
  return (
    <>
      <CardsSection id="senior-benefits" section={page.benefits} />
      <StepsSection id="senior-process" section={page.process} tone="navy" />
      <HeadedSection id="senior-services" heading={moves.heading}>
        <div className="grid gap-6 lg:grid-cols-2">
          {lists.map((list) => (
            <div key={list.id} className="rounded-card bg-cream p-7 ring-1 ring-navy-900/5 sm:p-9">
              <h3 id={list.id} className="mb-6 text-xl font-bold text-navy-900">
                {list.title}
              </h3>
              <CheckList items={list.items} />
            </div>
          ))}
        </div>
      </HeadedSection>
    </>
  );
}

function Commercial() {
  const page = singleton(servicePages["commercial-moving"].words);
  return (
    <>
      <CardsSection id="commercial-services" section={page.services} />
      <StepsSection id="commercial-process" section={page.process} tone="navy" />
      <CardsSection id="commercial-industries" section={page.industries} />
    </>
  );
}

function Packing() {
  const page = singleton(servicePages["packing-services"].words);
  return (
    <>
      <CardsSection id="packing-types" section={page.types} />
      <ChecklistSection id="packing-materials" section={page.materials} />
      <CardsSection id="packing-specialty" section={page.specialties} />
      <StepsSection id="packing-process" section={page.process} tone="navy" />
      <PricingSection id="packing-pricing" section={page.pricing} control="packing-tier" />
    </>
  );
}

function Storage() {
  const page = singleton(servicePages["storage-solutions"].words);
  return (
    <>
      <StatsSection id="storage-stats" section={page.stats} />
      <CardsSection id="storage-types" section={page.types} tone="cream" />
      <CardsSection id="storage-security" section={page.security} tone="navy" columns={4} />
      <StepsSection id="storage-process" section={page.process} tone="cream" />
      <PricingSection id="storage-pricing" section={page.pricing} control="storage-tier" />
    </>
  );
}

export const serviceSections: Record<ServicePageKey, { Body: () => ReactNode; AfterReviews?: () => ReactNode }> = {
  "residential-moving": { Body: Residential },
  "senior-moving": {
    Body: Senior,
    AfterReviews: () => (
      <CardsSection
        id="senior-partners"
        section={singleton(servicePages["senior-moving"].words).partnerships}
        tone="cream"
        columns={2}
      />
    ),
  },
  "commercial-moving": { Body: Commercial },
  "packing-services": {
    Body: Packing,
    AfterReviews: () => (
      <CardsSection
        id="packing-benefits"
        section={singleton(servicePages["packing-services"].words).benefits}
        tone="cream"
        columns={4}
      />
    ),
  },
  "storage-solutions": { Body: Storage },
};
