import { CallLink } from "../components/call-link";
import { SeniorMoveArt } from "../components/service-art";
import { CheckList } from "../components/check-list";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { ProcessSteps } from "../components/process-steps";
import { QuoteButton } from "../components/quote-button";
import { QuoteSection } from "../components/quote-section";
import { TestimonialCard } from "../components/testimonial-card";
import { ServiceFaq } from "../components/service-faq";
import { Section, SectionHeading } from "../components/ui/section";
import {
  seniorBenefits,
  seniorHero,
  seniorPartnerships,
  seniorQuote,
  seniorSeo,
  seniorSpecializedServices,
  seniorSteps,
  seniorTestimonials,
  seniorTransitions,
} from "../content/senior-moving";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({ title: seniorSeo.title, description: seniorSeo.description, pathname: path });

function Benefits() {
  return (
    <Section labelledBy="senior-benefits-heading">
      <SectionHeading
        id="senior-benefits-heading"
        eyebrow="Benefits"
        title="What makes our senior moves different"
        intro="A senior move asks for more time, more care and more listening than an ordinary one. We plan for all three."
      />
      <FeatureGrid features={seniorBenefits} />
    </Section>
  );
}

function Process() {
  return (
    <Section tone="navy" labelledBy="senior-process-heading">
      <SectionHeading
        id="senior-process-heading"
        eyebrow="How it works"
        title="Our four-step senior moving process"
        intro="Four clear stages, each agreed with you and your family before we begin the next."
        onDark
      />
      <ProcessSteps steps={seniorSteps} onDark />
    </Section>
  );
}

function TransitionsAndServices() {
  const lists = [
    { id: "senior-transitions-heading", title: "Residential transitions we handle", items: seniorTransitions },
    { id: "senior-specialized-heading", title: "Specialized senior services", items: seniorSpecializedServices },
  ];
  return (
    <Section labelledBy="senior-services-heading">
      <SectionHeading
        id="senior-services-heading"
        eyebrow="Every kind of senior move"
        title="Senior transitions and specialized services"
        intro="Whether the next home is a condo down the road or a suite in a care community, the help can go well beyond the truck."
      />
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
    </Section>
  );
}

function Testimonials() {
  return (
    <Section labelledBy="senior-reviews-heading">
      <SectionHeading id="senior-reviews-heading" eyebrow="Reviews" title="What seniors and their families say" />
      <ul className="grid gap-6 lg:grid-cols-2">
        {seniorTestimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} large />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Partnerships() {
  return (
    <Section tone="cream" labelledBy="senior-partners-heading">
      <SectionHeading
        id="senior-partners-heading"
        eyebrow="Partnerships"
        title="Partnering with Atlanta's senior living professionals"
        intro="We coordinate with the people already helping your family, so the move fits their schedules, their rules and their plans."
      />
      <FeatureGrid features={seniorPartnerships} columns={2} />
    </Section>
  );
}

export function SeniorMoving() {
  return (
    <>
      <PageHero
        eyebrow={seniorHero.eyebrow}
        title={seniorHero.title}
        intro={seniorHero.intro}
        highlights={seniorHero.highlights}
        art={<SeniorMoveArt />}
        actions={
          <>
            <CallLink control="senior-hero-call" variant="outlineLight" />
            <QuoteButton control="senior-hero-quote" />
          </>
        }
      />
      <Benefits />
      <Process />
      <TransitionsAndServices />
      <QuoteSection title={seniorQuote.title} intro={seniorQuote.intro} />
      <Testimonials />
      <Partnerships />
      <ServiceFaq service="senior" title="Questions families ask us" />
    </>
  );
}
