/** Each service page's own sections, which [service].astro places after the hero. */
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

const residential = singleton(servicePages["residential-moving"].words);
const senior = singleton(servicePages["senior-moving"].words);
const commercial = singleton(servicePages["commercial-moving"].words);
const packing = singleton(servicePages["packing-services"].words);
const storage = singleton(servicePages["storage-solutions"].words);

export const serviceSections: Record<ServicePageKey, () => ReactNode> = {
  "residential-moving": () => (
    <>
      <CardsSection
        id="residential-challenges"
        section={residential.challenges}
        footer={(challenge) => (
          <div className="mt-6 rounded-xl bg-cream p-5">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-accent-700 uppercase">
              <Wrench className="size-4" />
              How we solve it
            </p>
            <p className="mt-2 leading-relaxed text-ink">{challenge.solution}</p>
          </div>
        )}
      />
      <CardsSection id="residential-services" section={residential.services} tone="cream">
        <div className="mt-10 text-center">
          <ButtonLink href={servicePages["packing-services"].path} variant="outline">
            Compare packing prices
          </ButtonLink>
        </div>
      </CardsSection>
      <Section tone="navy" labelledBy="residential-why-heading">
        <div className="grid lg:grid-cols-2 lg:gap-16">
          <SectionHeading id="residential-why-heading" {...residential.whyUs.heading} onDark />
          <div className="rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-9">
            <CheckList items={residential.whyUs.points} onDark />
          </div>
        </div>
        <div className="mt-12">
          <StatsStrip stats={residential.whyUs.stats} />
        </div>
      </Section>
      <StepsSection id="residential-process" section={residential.process}>
        <EstimatorTeaser control="residential-estimator" />
      </StepsSection>
    </>
  ),
  "senior-moving": () => (
    <>
      <CardsSection id="senior-benefits" section={senior.benefits} />
      <StepsSection id="senior-process" section={senior.process} tone="navy" />
      <HeadedSection id="senior-services" heading={senior.moves.heading}>
        <div className="grid gap-6 lg:grid-cols-2">
          {[
            { id: "senior-transitions-heading", ...senior.moves.transitions },
            { id: "senior-specialized-heading", ...senior.moves.services },
          ].map((list) => (
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
  ),
  "commercial-moving": () => (
    <>
      <CardsSection id="commercial-services" section={commercial.services} />
      <StepsSection id="commercial-process" section={commercial.process} tone="navy" />
      <CardsSection id="commercial-industries" section={commercial.industries} />
    </>
  ),
  "packing-services": () => (
    <>
      <CardsSection id="packing-types" section={packing.types} />
      <ChecklistSection id="packing-materials" section={packing.materials} />
      <CardsSection id="packing-specialty" section={packing.specialties} />
      <StepsSection id="packing-process" section={packing.process} tone="navy" />
      <PricingSection id="packing-pricing" section={packing.pricing} control="packing-tier" />
    </>
  ),
  "storage-solutions": () => (
    <>
      <StatsSection id="storage-stats" section={storage.stats} />
      <CardsSection id="storage-types" section={storage.types} tone="cream" />
      <CardsSection id="storage-security" section={storage.security} tone="navy" columns={4} />
      <StepsSection id="storage-process" section={storage.process} tone="cream" />
      <PricingSection id="storage-pricing" section={storage.pricing} control="storage-tier" />
    </>
  ),
};

/** The sections a page shows after its reviews. */
export const afterReviews: Partial<Record<ServicePageKey, () => ReactNode>> = {
  "senior-moving": () => <CardsSection id="senior-partners" section={senior.partnerships} tone="cream" columns={2} />,
  "packing-services": () => <CardsSection id="packing-benefits" section={packing.benefits} tone="cream" columns={4} />,
};
