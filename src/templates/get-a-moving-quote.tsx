import { ArrowDown } from "lucide-react";
import { EstimateClipboardArt } from "../components/company-art";
import { CallLink } from "../components/call-link";
import { CheckList } from "../components/check-list";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { ProcessSteps } from "../components/process-steps";
import { QuoteEmbed } from "../components/quote-embed";
import { StatsStrip } from "../components/stats-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { buttonClasses } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { business } from "../data/business";
import {
  quoteBenefits,
  quoteCall,
  quoteFormIntro,
  quoteHero,
  quoteJourney,
  quotePageSeo,
  quoteStats,
  quoteTestimonial,
} from "../content/quote-page";
import { quoteFormId } from "../lib/paths";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({
    title: quotePageSeo.title,
    description: quotePageSeo.description,
    pathname: path,
  });

function Hero() {
  return (
    <PageHero
      eyebrow={quoteHero.eyebrow}
      title={quoteHero.title}
      intro={quoteHero.intro}
      highlights={quoteHero.highlights}
      art={<EstimateClipboardArt />}
      actions={
        <>
          <CallLink control="quote-hero-call" variant="outlineLight" />
          <a href={`#${quoteFormId}`} className={buttonClasses("primary")}>
            Start My Free Estimate
            <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
          </a>
        </>
      }
    />
  );
}

function EstimateForm() {
  const headingId = `${quoteFormId}-heading`;
  return (
    <Section tone="cream" id={quoteFormId} labelledBy={headingId}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:items-start">
        <div className="lg:sticky lg:top-32">
          <SectionHeading
            id={headingId}
            eyebrow={quoteFormIntro.eyebrow}
            title={quoteFormIntro.title}
            intro={quoteFormIntro.intro}
            align="left"
          />
          <h3 className="text-lg font-bold text-navy-900">What happens next</h3>
          <div className="mt-4">
            <CheckList items={quoteFormIntro.nextSteps} />
          </div>
          <h3 className="mt-10 text-lg font-bold text-navy-900">Helpful to have at hand</h3>
          <ul className="mt-4 space-y-2 text-muted">
            {quoteFormIntro.helpfulDetails.map((detail) => (
              <li key={detail} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
                {detail}
              </li>
            ))}
          </ul>
        </div>
        <QuoteEmbed />
      </div>
    </Section>
  );
}

function Benefits() {
  return (
    <Section labelledBy="quote-benefits-heading">
      <SectionHeading
        id="quote-benefits-heading"
        eyebrow="Why ask us"
        title="What comes with every free quote"
        intro={`The same care our family has put into Metro Atlanta moves since ${business.figures.foundedYear}, from the first call onward.`}
      />
      <FeatureGrid features={quoteBenefits} />
    </Section>
  );
}

function Stats() {
  return (
    <Section tone="navy" labelledBy="quote-stats-heading">
      <SectionHeading
        id="quote-stats-heading"
        eyebrow="Our record"
        title="Trusted by Metro Atlanta for generations"
        onDark
      />
      <StatsStrip stats={quoteStats} />
    </Section>
  );
}

function Journey() {
  return (
    <Section tone="cream" labelledBy="quote-journey-heading">
      <SectionHeading
        id="quote-journey-heading"
        eyebrow="From quote to keys"
        title="Your move in six steps"
        intro="One coordinator stays with you the whole way, so you always know what happens next and who to call."
      />
      <ProcessSteps steps={quoteJourney} />
    </Section>
  );
}

function CallAndTestimonial() {
  return (
    <Section labelledBy="quote-call-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-accent-700 uppercase">{quoteCall.eyebrow}</p>
          <h2 id="quote-call-heading" className="font-display text-section font-bold text-navy-900">
            {quoteCall.title}
          </h2>
          <p className="mt-5 text-lead text-muted">{quoteCall.body}</p>
          <div className="mt-8">
            <CallLink control="quote-page-call" variant="primary" label="Call Now" />
          </div>
        </div>
        <TestimonialCard testimonial={quoteTestimonial} large />
      </div>
    </Section>
  );
}

/** The provider's embed script and the quote_page_view event are added by src/pages/[...slug].astro. */
export function GetAMovingQuote() {
  return (
    <>
      <Hero />
      <EstimateForm />
      <Benefits />
      <Stats />
      <Journey />
      <CallAndTestimonial />
    </>
  );
}
