import { CallLink } from "../components/call-link";
import { CheckList } from "../components/check-list";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { PackingArt } from "../components/service-art";
import { PriceTiers } from "../components/price-tiers";
import { ProcessSteps } from "../components/process-steps";
import { QuoteButton } from "../components/quote-button";
import { QuoteSection } from "../components/quote-section";
import { TestimonialCard } from "../components/testimonial-card";
import { ServiceFaq } from "../components/service-faq";
import { Section, SectionHeading } from "../components/ui/section";
import {
  packingBenefits,
  packingHero,
  packingMaterials,
  packingPricingNote,
  packingQuote,
  packingSeo,
  packingSpecialties,
  packingSteps,
  packingTestimonial,
  packingTiers,
  packingTypes,
} from "../content/packing-services";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({ title: packingSeo.title, description: packingSeo.description, pathname: path });

function PackingTypes() {
  return (
    <Section labelledBy="packing-types-heading">
      <SectionHeading
        id="packing-types-heading"
        eyebrow="Packing options"
        title="Choose how much of the packing we do"
        intro="Full-service, partial or fragile-only: the same trained packers and materials, sized to your budget and your time."
      />
      <FeatureGrid features={packingTypes} />
    </Section>
  );
}

function Materials() {
  return (
    <Section tone="cream" labelledBy="packing-materials-heading">
      <div className="grid lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2">
          <SectionHeading
            id="packing-materials-heading"
            eyebrow="Materials"
            title="Professional packing materials"
            intro="Our packers arrive with the right carton and wrap for each item, not whatever is left in the truck."
            align="left"
          />
        </div>
        <div className="rounded-card bg-white p-7 shadow-card ring-1 ring-navy-900/5 sm:p-9 lg:col-span-3">
          <CheckList items={packingMaterials} columns={2} />
        </div>
      </div>
    </Section>
  );
}

function Specialties() {
  return (
    <Section labelledBy="packing-specialty-heading">
      <SectionHeading
        id="packing-specialty-heading"
        eyebrow="Specialty packing"
        title="Specialty packing for the pieces that need it most"
        intro="Some belongings need more than a box and some tape. These are the ones we plan for separately."
      />
      <FeatureGrid features={packingSpecialties} />
    </Section>
  );
}

function Process() {
  return (
    <Section tone="navy" labelledBy="packing-process-heading">
      <SectionHeading
        id="packing-process-heading"
        eyebrow="How it works"
        title="Our four-step packing process"
        onDark
      />
      <ProcessSteps steps={packingSteps} onDark />
    </Section>
  );
}

function Pricing() {
  return (
    <Section labelledBy="packing-pricing-heading">
      <SectionHeading
        id="packing-pricing-heading"
        eyebrow="Pricing"
        title="Packing service pricing"
        intro="Straightforward hourly rates for each level of service."
      />
      <PriceTiers tiers={packingTiers} control="packing-tier" note={packingPricingNote} />
    </Section>
  );
}

function Testimonial() {
  return (
    <Section labelledBy="packing-review-heading">
      <SectionHeading id="packing-review-heading" eyebrow="Reviews" title="What our packing customers say" />
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={packingTestimonial} large />
      </div>
    </Section>
  );
}

function Benefits() {
  return (
    <Section tone="cream" labelledBy="packing-benefits-heading">
      <SectionHeading id="packing-benefits-heading" eyebrow="Benefits" title="The benefits of professional packing" />
      <FeatureGrid features={packingBenefits} columns={4} />
    </Section>
  );
}

export function PackingServices() {
  return (
    <>
      <PageHero
        eyebrow={packingHero.eyebrow}
        title={packingHero.title}
        intro={packingHero.intro}
        highlights={packingHero.highlights}
        actions={
          <>
            <CallLink control="packing-hero-call" variant="outlineLight" />
            <QuoteButton control="packing-hero-quote" />
          </>
        }
        art={<PackingArt />}
      />
      <PackingTypes />
      <Materials />
      <Specialties />
      <Process />
      <Pricing />
      <QuoteSection title={packingQuote.title} intro={packingQuote.intro} />
      <Testimonial />
      <Benefits />
      <ServiceFaq service="packing" title="Questions about packing" />
    </>
  );
}
