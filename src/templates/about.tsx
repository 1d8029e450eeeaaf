import { ReviewLinks } from "../components/review-links";
import { SinceFoundingArt } from "../components/company-art";
import { Quote } from "lucide-react";
import { CallLink } from "../components/call-link";
import { FeatureGrid } from "../components/feature-grid";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { QuoteSection } from "../components/quote-section";
import { ResponsiveImage } from "../components/responsive-image";
import { StatsStrip } from "../components/stats-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { Section, SectionHeading } from "../components/ui/section";
import {
  aboutHero,
  aboutQuote,
  aboutSeo,
  aboutStats,
  aboutStory,
  aboutTeam,
  aboutTestimonial,
  communityGiving,
  coreValues,
  reasonsToChoose,
} from "../content/about";
import { seo } from "../lib/seo";

export const head = (path: string) => seo({ title: aboutSeo.title, description: aboutSeo.description, pathname: path });

function Story() {
  return (
    <Section labelledBy="about-story-heading">
      <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <SectionHeading id="about-story-heading" eyebrow={aboutStory.eyebrow} title={aboutStory.title} align="left" />
          <div className="-mt-4 space-y-5 text-lg leading-relaxed text-ink">
            {aboutStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="rounded-card bg-navy-900 p-8 text-white shadow-card sm:p-10">
          <Quote aria-hidden="true" className="size-10 text-accent-400" />
          <blockquote className="mt-4 font-display text-2xl leading-snug">
            <p>{aboutStory.principle.quote}</p>
          </blockquote>
          <figcaption className="mt-6 border-t border-white/15 pt-4 text-sm font-semibold text-navy-100">
            {aboutStory.principle.attribution}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}

function Stats() {
  return (
    <Section tone="navy" labelledBy="about-stats-heading">
      <SectionHeading id="about-stats-heading" eyebrow="By the numbers" title="Decades of moves, and counting" onDark />
      <StatsStrip stats={aboutStats} />
    </Section>
  );
}

function Values() {
  return (
    <Section tone="cream" labelledBy="about-values-heading">
      <SectionHeading
        id="about-values-heading"
        eyebrow="What we stand for"
        title="Our core values"
        intro="What we ask of everyone who works here, on every move."
      />
      <FeatureGrid features={coreValues} columns={4} />
    </Section>
  );
}

function Reasons() {
  return (
    <Section labelledBy="about-reasons-heading">
      <SectionHeading
        id="about-reasons-heading"
        eyebrow="Why families choose us"
        title="Six reasons to move with us"
        intro="What you can count on from the first phone call to the last box."
      />
      <FeatureGrid features={reasonsToChoose} />
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <QuoteLink control="about-reasons-quote">Get My Free Quote</QuoteLink>
      </div>
    </Section>
  );
}

function Team() {
  const { image } = aboutTeam;
  const heading = (
    <SectionHeading
      id="about-team-heading"
      eyebrow={aboutTeam.eyebrow}
      title={aboutTeam.title}
      intro={aboutTeam.intro}
      onDark
      align={image ? "left" : "center"}
    />
  );
  return (
    <Section tone="navy" labelledBy="about-team-heading">
      {image ? (
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="lg:mb-12">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 45vw, 100vw"
              className="h-auto w-full rounded-card ring-1 ring-white/10"
            />
          </div>
          {heading}
        </div>
      ) : (
        heading
      )}
      <FeatureGrid features={aboutTeam.points} onDark />
    </Section>
  );
}

function CommunityGiving() {
  return (
    <Section labelledBy="about-giving-heading">
      <SectionHeading
        id="about-giving-heading"
        eyebrow={communityGiving.eyebrow}
        title={communityGiving.title}
        intro={communityGiving.intro}
      />
      <FeatureGrid features={communityGiving.groups} columns={2} />
    </Section>
  );
}

function Testimonial() {
  return (
    <Section labelledBy="about-testimonial-heading">
      <SectionHeading id="about-testimonial-heading" eyebrow="In their words" title="What our customers say" />
      <div className="mx-auto max-w-3xl">
        <TestimonialCard testimonial={aboutTestimonial} large />
        <ReviewLinks className="mt-6" />
      </div>
    </Section>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        intro={aboutHero.intro}
        actions={
          <>
            <CallLink control="about-hero-call" variant="outlineLight" />
            <QuoteLink control="about-hero-quote" />
          </>
        }
        highlights={aboutHero.highlights}
        art={<SinceFoundingArt />}
      />
      <Story />
      <Stats />
      <Values />
      <Reasons />
      <Team />
      <CommunityGiving />
      <QuoteSection title={aboutQuote.title} intro={aboutQuote.intro} />
      <Testimonial />
    </>
  );
}
