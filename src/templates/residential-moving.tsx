import { ReviewLinks } from "../components/review-links";
import { Wrench } from "lucide-react";
import { CallLink } from "../components/call-link";
import { EstimatorTeaser } from "../components/estimator-teaser";
import { CheckList } from "../components/check-list";
import { CtaBand } from "../components/cta-band";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { ProcessSteps } from "../components/process-steps";
import { QuoteLink } from "../components/quote-link";
import { StatsStrip } from "../components/stats-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { ButtonLink } from "../components/ui/button";
import { ServiceFaq } from "../components/service-faq";
import { Section, SectionHeading } from "../components/ui/section";
import {
  residentialChallenges,
  residentialCta,
  residentialHero,
  residentialSeo,
  residentialServices,
  residentialStats,
  residentialSteps,
  residentialTestimonials,
  residentialWhyChooseUs,
} from "../content/residential-moving";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({ title: residentialSeo.title, description: residentialSeo.description, pathname: path });

function Challenges() {
  return (
    <Section labelledBy="residential-challenges-heading">
      <SectionHeading
        id="residential-challenges-heading"
        eyebrow="Local know-how"
        title="Atlanta moving challenges, solved before moving day"
        intro="Every neighborhood has its quirks. These are the three we plan for on almost every home move, and how we handle each one."
      />
      <FeatureGrid
        features={residentialChallenges}
        footer={(feature) => (
          <div className="mt-6 rounded-xl bg-cream p-5">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-accent-700 uppercase">
              <Wrench aria-hidden="true" className="size-4" />
              How we solve it
            </p>
            <p className="mt-2 leading-relaxed text-ink">{feature.solution}</p>
          </div>
        )}
      />
    </Section>
  );
}

function Services() {
  return (
    <Section tone="cream" labelledBy="residential-services-heading">
      <SectionHeading
        id="residential-services-heading"
        eyebrow="What we move"
        title="Residential moving services for every kind of home"
        intro="One crew, start to finish, whether you are leaving a studio apartment or a house you have filled for twenty years."
      />
      <FeatureGrid features={residentialServices} />
      <div className="mt-10 text-center">
        <ButtonLink href="/packing-services-atlanta" variant="outline">
          Compare packing prices
        </ButtonLink>
      </div>
    </Section>
  );
}

function WhyChooseUs() {
  return (
    <Section tone="navy" labelledBy="residential-why-heading">
      <div className="grid lg:grid-cols-2 lg:gap-16">
        <SectionHeading
          id="residential-why-heading"
          eyebrow="Why Liberty Oak"
          title="Why Atlanta families choose us for their home moves"
          intro="We are a family business with our name on every truck. These are the promises we keep on every move, large or small."
          onDark
          align="left"
        />
        <div className="rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-9">
          <CheckList items={residentialWhyChooseUs} onDark />
        </div>
      </div>
      <div className="mt-12">
        <StatsStrip stats={residentialStats} />
      </div>
    </Section>
  );
}

function Process() {
  return (
    <Section labelledBy="residential-process-heading">
      <SectionHeading
        id="residential-process-heading"
        eyebrow="How it works"
        title="Our three-step home moving process"
        intro="A clear plan from the first visit to the last box, so you always know what happens next."
      />
      <ProcessSteps steps={residentialSteps} />
      <div className="mx-auto mt-12 max-w-2xl">
        <EstimatorTeaser control="residential-estimator" />
      </div>
    </Section>
  );
}

function Testimonials() {
  return (
    <Section tone="cream" labelledBy="residential-reviews-heading">
      <SectionHeading id="residential-reviews-heading" eyebrow="Reviews" title="What our residential customers say" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {residentialTestimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <ReviewLinks className="mt-8" />
    </Section>
  );
}

export function ResidentialMoving() {
  return (
    <>
      <PageHero
        eyebrow={residentialHero.eyebrow}
        title={residentialHero.title}
        intro={residentialHero.intro}
        highlights={residentialHero.highlights}
        withQuoteForm
        actions={
          <>
            <CallLink control="residential-hero-call" variant="outlineLight" />
            <QuoteLink control="residential-hero-quote" />
          </>
        }
      />
      <Challenges />
      <Services />
      <WhyChooseUs />
      <Process />
      <Testimonials />
      <ServiceFaq service="residential" title="Questions about your home move" />
      <CtaBand title={residentialCta.title} body={residentialCta.body} control="residential-cta" />
    </>
  );
}
