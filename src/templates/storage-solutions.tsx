import { CallLink } from "../components/call-link";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { PriceTiers } from "../components/price-tiers";
import { ProcessSteps } from "../components/process-steps";
import { QuoteButton } from "../components/quote-button";
import { QuoteSection } from "../components/quote-section";
import { ResponsiveImage } from "../components/responsive-image";
import { StatsStrip } from "../components/stats-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { ServiceFaq } from "../components/service-faq";
import { Section, SectionHeading } from "../components/ui/section";
import {
  storageHero,
  storagePricingNote,
  storageQuote,
  storageSecurity,
  storageSeo,
  storageStats,
  storageStatsHeading,
  storageSteps,
  storageTestimonial,
  storageTiers,
  storageTypes,
} from "../content/storage-solutions";
import { storageImage } from "../lib/media";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({ title: storageSeo.title, description: storageSeo.description, pathname: path });

function Stats() {
  return (
    <Section labelledBy="storage-stats-heading">
      <SectionHeading
        id="storage-stats-heading"
        eyebrow={storageStatsHeading.eyebrow}
        title={storageStatsHeading.title}
      />
      <StatsStrip stats={storageStats} onDark={false} />
    </Section>
  );
}

function StorageTypes() {
  return (
    <Section tone="cream" labelledBy="storage-types-heading">
      <SectionHeading
        id="storage-types-heading"
        eyebrow="Storage options"
        title="Storage for every timeline"
        intro="A few nights, a few months or the gap between two closings: pick the option that matches your dates."
      />
      <FeatureGrid features={storageTypes} />
    </Section>
  );
}

function Security() {
  return (
    <Section tone="navy" labelledBy="storage-security-heading">
      <SectionHeading
        id="storage-security-heading"
        eyebrow="Security"
        title="How we keep your belongings secure"
        intro="Four layers of protection from the moment your things leave home until the day they come back."
        onDark
      />
      <FeatureGrid features={storageSecurity} columns={4} onDark />
    </Section>
  );
}

function Process() {
  return (
    <Section tone="cream" labelledBy="storage-process-heading">
      <SectionHeading id="storage-process-heading" eyebrow="How it works" title="Our three-step storage process" />
      <ProcessSteps steps={storageSteps} />
    </Section>
  );
}

function Pricing() {
  return (
    <Section labelledBy="storage-pricing-heading">
      <SectionHeading
        id="storage-pricing-heading"
        eyebrow="Pricing"
        title="Storage pricing"
        intro="Three levels of protection, each with a clear daily starting rate."
      />
      <PriceTiers tiers={storageTiers} control="storage-tier" note={storagePricingNote} />
    </Section>
  );
}

function Testimonial() {
  return (
    <Section labelledBy="storage-review-heading">
      <SectionHeading id="storage-review-heading" eyebrow="Reviews" title="What our storage customers say" />
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={storageTestimonial} large />
      </div>
    </Section>
  );
}

export function StorageSolutions() {
  return (
    <>
      <PageHero
        eyebrow={storageHero.eyebrow}
        title={storageHero.title}
        intro={storageHero.intro}
        highlights={storageHero.highlights}
        actions={
          <>
            <CallLink control="storage-hero-call" variant="outlineLight" />
            <QuoteButton control="storage-hero-quote" />
          </>
        }
        art={
          <ResponsiveImage
            image={storageImage}
            sizes="(min-width: 72rem) 500px, 45vw"
            className="size-full object-cover"
          />
        }
      />
      <Stats />
      <StorageTypes />
      <Security />
      <Process />
      <Pricing />
      <QuoteSection title={storageQuote.title} intro={storageQuote.intro} />
      <Testimonial />
      <ServiceFaq service="storage" title="Questions about storage" />
    </>
  );
}
