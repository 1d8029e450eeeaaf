import { cn } from "../lib/cn";
import type { ReactNode } from "react";
import { ArrowRight, Award, MapPin, ShieldCheck, Star } from "lucide-react";
import { CallLink } from "../components/call-link";
import { EstimatorTeaser } from "../components/estimator-teaser";
import { FeatureGrid } from "../components/feature-grid";
import { ProcessSteps } from "../components/process-steps";
import { QuoteEmbed } from "../components/quote-embed";
import { QuoteLink } from "../components/quote-link";
import { ResponsiveImage } from "../components/responsive-image";
import { ButtonLink, buttonRowClasses } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { business } from "../config/business";
import { cityDirectory } from "../content/city-directory";
import { homeSeo, homeSteps, painPoints } from "../content/home";
import { heroImage, srcSet } from "../content/media";
import { movingServices } from "../content/services";
import { formatHours } from "../lib/format";
import { seo } from "../lib/seo";

export const head = (path: string) => ({
  ...seo({ title: homeSeo.title, description: homeSeo.description, pathname: path, fullTitle: true }),
  // The hero still is the page's largest paint: ask for it before anything else.
  preloadImage: { type: "image/avif", srcSet: srcSet(heroImage, "avif"), sizes: "100vw" },
});

const trustBadges = [
  { icon: Award, label: `${business.figures.yearsExperience} years, since ${business.figures.foundedYear}` },
  { icon: Star, label: `${business.figures.rating} rating` },
  { icon: ShieldCheck, label: "Licensed & insured" },
  { icon: MapPin, label: "Veteran-owned, local" },
];

function Hero({ video }: { video?: ReactNode }) {
  return (
    <section aria-labelledby="home-hero-heading" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div className="absolute inset-0 -z-20">
        <ResponsiveImage
          image={heroImage}
          sizes="100vw"
          alt=""
          priority
          // On a desktop the quote form covers the right half: the truck's lettering hides behind
          // it, and its cab and headlight show beside the text rather than half a word of it.
          className="size-full object-cover object-right lg:object-[45%_center]"
        />
      </div>
      {video}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-5 bg-linear-to-r from-navy-950/90 via-navy-950/65 to-navy-950/10"
      />
      <div className="mx-auto grid min-h-[calc(100svh-4.5rem)] max-w-7xl gap-12 px-5 pt-14 pb-24 sm:px-8 lg:min-h-[calc(100svh-7.5rem)] lg:grid-cols-[1.15fr_1fr] lg:items-start lg:py-16">
        <div>
          <p className="mb-5 text-sm font-semibold tracking-widest text-accent-300 uppercase">
            Family-owned · Veteran-operated · Metro Atlanta
          </p>
          <h1 id="home-hero-heading" className="font-display text-display font-bold">
            Atlanta movers who treat your home like our own
          </h1>
          <p className="mt-6 max-w-xl text-lead text-navy-100">
            Since {business.figures.foundedYear}, our family has moved Metro Atlanta families, seniors and businesses
            with careful crews, honest quotes and no hidden fees.
          </p>
          <ul className="mt-8 grid max-w-xl grid-cols-2 gap-3 text-sm font-semibold">
            {trustBadges.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/15"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                {label}
              </li>
            ))}
          </ul>
          <div data-hero-actions="" className={cn(buttonRowClasses, "mt-8")}>
            <CallLink control="home-hero-call" variant="outlineLight" />
            <QuoteLink control="home-hero-quote" />
          </div>
        </div>
        <QuoteEmbed />
      </div>
    </section>
  );
}

function ServicesGrid() {
  return (
    <Section labelledBy="home-services-heading">
      <SectionHeading
        id="home-services-heading"
        eyebrow="What we do"
        title="Moving services for every stage of life"
        intro="Whether it is a first apartment, a family home, a parent's downsizing or a whole office, one trusted crew handles it."
      />
      <FeatureGrid
        columns={4}
        features={movingServices.map((service) => ({ ...service, title: service.name, description: service.summary }))}
        footer={({ name, shortPath }) => (
          <a
            href={shortPath}
            className="mt-5 inline-flex items-center gap-1 font-semibold text-navy-800 underline-offset-4 hover:underline"
          >
            Learn More<span className="sr-only"> about {name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        )}
      />
    </Section>
  );
}

function PainPoints() {
  return (
    <Section tone="navy" labelledBy="home-pain-heading">
      <SectionHeading
        id="home-pain-heading"
        eyebrow="Moving without the worry"
        title="The three things people dread about moving, handled"
        onDark
      />
      <FeatureGrid onDark features={painPoints} />
      <div className="mt-12 text-center">
        <QuoteLink control="home-pain-quote">Get My Free Quote</QuoteLink>
      </div>
    </Section>
  );
}

function Steps() {
  return (
    <Section tone="cream" labelledBy="home-steps-heading">
      <SectionHeading id="home-steps-heading" eyebrow="How it works" title="Three steps to moving day" />
      <ProcessSteps steps={homeSteps} />
      <div className="mx-auto mt-12 max-w-2xl">
        <EstimatorTeaser control="home-estimator" />
      </div>
    </Section>
  );
}

function ServiceAreas() {
  return (
    <Section labelledBy="home-areas-heading">
      <SectionHeading
        id="home-areas-heading"
        eyebrow="Service areas"
        title="Proudly moving Metro Atlanta"
        intro={`From our base in ${business.address.city}, we move homes and offices in these ten towns and the communities between them.`}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cityDirectory.map((city) => (
          <li key={city.slug}>
            <a
              href={city.path}
              className="flex min-h-14 items-center gap-2 rounded-xl bg-cream px-4 py-3 font-semibold text-navy-900 ring-1 ring-navy-900/5 hover:bg-navy-50"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-500" />
              {city.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/service-areas" variant="outline">
          View All Service Areas
        </ButtonLink>
      </div>
    </Section>
  );
}

/** `video` is the clip's island (components/islands/feature-video.tsx), placed by src/pages/[...slug].astro. */
function VideoCta({ video }: { video?: ReactNode }) {
  const { hours } = business;
  return (
    <Section tone="navy" labelledBy="home-video-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div className="overflow-hidden rounded-card bg-navy-950 ring-1 ring-white/10">{video}</div>
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-accent-300 uppercase">Talk to a real person</p>
          <h2 id="home-video-heading" className="font-display text-section font-bold">
            Your move, planned by people who have done it for {business.figures.yearsExperience} years
          </h2>
          <p className="mt-5 text-lead text-navy-100">
            Call now for a same-day quote. Our crews move{" "}
            {hours.moving.days.map((row) => `${row.days}, ${formatHours(row, "short")}`).join("; ")}, and take emergency
            moves {hours.emergency}.
          </p>
          <div className={cn(buttonRowClasses, "mt-8")}>
            <CallLink control="home-video-call" variant="primary" label="Call Now" />
            <QuoteLink control="home-video-quote" variant="outlineLight" />
          </div>
        </div>
      </div>
    </Section>
  );
}

/** The hero's and the mid-page video islands (components/islands/), placed by src/pages/[...slug].astro. */
export function Home({ heroVideo, featureVideo }: { heroVideo?: ReactNode; featureVideo?: ReactNode }) {
  return (
    <>
      <Hero video={heroVideo} />
      <ServicesGrid />
      <PainPoints />
      <Steps />
      <ServiceAreas />
      <VideoCta video={featureVideo} />
    </>
  );
}
