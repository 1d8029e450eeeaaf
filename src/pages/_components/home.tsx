/** The home page's sections, in page order; src/pages/index.astro places them with their words. */
import { ArrowLink } from "../../components/link-list";
import { CallLink } from "../../components/call-link";
import { Icon } from "../../components/icon";
import { QuoteEmbed } from "../../components/quote-embed";
import { QuotePageLink } from "../../components/quote-links";
import { ResponsiveImage } from "../../components/responsive-image";
import { CardsSection } from "../../components/sections";
import { buttonRowClasses } from "../../components/ui/button";
import { Section, SectionIntro } from "../../components/ui/section";
import type { Service } from "../../data/content";
import { cn } from "../../lib/page/cn";
import type { PictureSources } from "../../lib/assets/pictures";
import { FeatureVideo, HeroVideo } from "../../components/videos";
import type { CollectionEntry } from "astro:content";

type Home = CollectionEntry<"homePage">["data"];

/** The hero video's sources: the owner's one file, or none. */
const videoSources = (video: string | undefined) =>
  video ? [{ src: video, type: video.toLowerCase().endsWith(".webm") ? "video/webm" : "video/mp4" }] : [];

export function Hero({ hero, picture }: { hero: Home["hero"]; picture: PictureSources }) {
  const { eyebrow, title, intro, badges, video } = hero;
  return (
    <section aria-labelledby="home-hero-heading" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div className="absolute inset-0 -z-20">
        <ResponsiveImage
          picture={picture}
          sizes="100vw"
          priority
          // On a desktop the picture's middle shows beside the text, not behind the form.
          className="size-full object-cover object-right lg:object-[45%_center]"
        />
      </div>
      {video && <HeroVideo sources={videoSources(video)} />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-5 bg-linear-to-r from-navy-950/90 via-navy-950/65 to-navy-950/10"
      />
      <div className="mx-auto grid min-h-[calc(100svh-4.5rem)] max-w-7xl gap-12 px-5 pt-14 pb-24 sm:px-8 lg:min-h-[calc(100svh-7.5rem)] lg:grid-cols-[1.15fr_1fr] lg:items-start lg:py-16">
        <div>
          <p className="mb-5 text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
          <h1 id="home-hero-heading" className="font-display text-display font-bold">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lead text-navy-100">{intro}</p>
          <ul className="mt-8 grid max-w-xl grid-cols-2 gap-3 text-sm font-semibold">
            {badges.map(({ icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/15"
              >
                <Icon name={icon} aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                {label}
              </li>
            ))}
          </ul>
          <div data-hero-actions="" className={cn(buttonRowClasses, "mt-8")}>
            <CallLink control="home-hero-call" variant="outlineLight" />
            <QuotePageLink control="home-hero-quote" />
          </div>
        </div>
        <QuoteEmbed inHero />
      </div>
    </section>
  );
}

/** The service cards link to the short addresses, as the spec's home page does. */
export function ServicesGrid({ heading, services }: { heading: Home["services"]; services: readonly Service[] }) {
  return (
    <CardsSection
      id="home-services"
      section={{
        heading,
        items: services.map((service) => ({ ...service, title: service.name, description: service.summary })),
      }}
      columns={4}
      footer={({ name, shortPath }) => (
        <ArrowLink
          href={shortPath}
          className="mt-5 inline-flex items-center gap-1 font-semibold text-navy-800 underline-offset-4 hover:underline"
        >
          Learn More<span className="sr-only"> about {name}</span>
        </ArrowLink>
      )}
    />
  );
}

export function VideoCta({ words, hero, poster }: { words: Home["video"]; hero: Home["hero"]; poster: string }) {
  return (
    <Section tone="navy" labelledBy="home-video-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div className="overflow-hidden rounded-card bg-navy-950 ring-1 ring-white/10">
          {hero.video ? (
            <FeatureVideo sources={videoSources(hero.video)} poster={poster} label={hero.videoLabel} />
          ) : (
            <img
              src={poster}
              alt={hero.picture.alt}
              width={960}
              height={540}
              loading="lazy"
              className="h-auto w-full"
            />
          )}
        </div>
        <div>
          <SectionIntro id="home-video-heading" {...words} onDark />
          <div className={cn(buttonRowClasses, "mt-8")}>
            <CallLink control="home-video-call" variant="primary" label="Call Now" />
            <QuotePageLink control="home-video-quote" variant="outlineLight" />
          </div>
        </div>
      </div>
    </Section>
  );
}
