import { CallLink } from "../components/call-link";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { OfficeMoveArt } from "../components/service-art";
import { ProcessSteps } from "../components/process-steps";
import { QuoteButton } from "../components/quote-button";
import { QuoteSection } from "../components/quote-section";
import { TestimonialCard } from "../components/testimonial-card";
import { ServiceFaq } from "../components/service-faq";
import { Section, SectionHeading } from "../components/ui/section";
import {
  commercialHero,
  commercialIndustries,
  commercialQuote,
  commercialSeo,
  commercialServices,
  commercialSteps,
  commercialTestimonial,
} from "../content/commercial-moving";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({ title: commercialSeo.title, description: commercialSeo.description, pathname: path });

function Services() {
  return (
    <Section labelledBy="commercial-services-heading">
      <SectionHeading
        id="commercial-services-heading"
        eyebrow="What we move"
        title="Commercial and office moving services"
        intro="Whatever your business runs on, desks, data or inventory, we move it with a plan built around your hours."
      />
      <FeatureGrid features={commercialServices} />
    </Section>
  );
}

function Process() {
  return (
    <Section tone="navy" labelledBy="commercial-process-heading">
      <SectionHeading
        id="commercial-process-heading"
        eyebrow="How it works"
        title="Our four-step office moving process"
        intro="One project lead from the first survey to the Monday walkthrough, and no surprises on the invoice."
        onDark
      />
      <ProcessSteps steps={commercialSteps} onDark />
    </Section>
  );
}

function Industries() {
  return (
    <Section labelledBy="commercial-industries-heading">
      <SectionHeading
        id="commercial-industries-heading"
        eyebrow="Industries"
        title="Industries we serve across Metro Atlanta"
        intro="Each kind of workplace has its own rules for records, equipment and downtime. We plan for them from the first survey."
      />
      <FeatureGrid features={commercialIndustries} />
    </Section>
  );
}

function Testimonial() {
  return (
    <Section labelledBy="commercial-review-heading">
      <SectionHeading id="commercial-review-heading" eyebrow="Reviews" title="What our commercial clients say" />
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={commercialTestimonial} large />
      </div>
    </Section>
  );
}

export function CommercialMoving() {
  return (
    <>
      <PageHero
        eyebrow={commercialHero.eyebrow}
        title={commercialHero.title}
        intro={commercialHero.intro}
        highlights={commercialHero.highlights}
        actions={
          <>
            <CallLink control="commercial-hero-call" variant="outlineLight" />
            <QuoteButton control="commercial-hero-quote" />
          </>
        }
        art={<OfficeMoveArt />}
      />
      <Services />
      <Process />
      <Industries />
      <QuoteSection title={commercialQuote.title} intro={commercialQuote.intro} />
      <Testimonial />
      <ServiceFaq service="commercial" title="Questions about moving your business" />
    </>
  );
}
