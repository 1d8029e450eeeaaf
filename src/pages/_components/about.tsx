/** The About page's own sections; src/pages/about.astro places them with the shared ones. */
import type { CollectionEntry } from "astro:content";
import { Quote } from "lucide-react";
import { FeatureGrid } from "../../components/feature-grid";
import { ResponsiveImage } from "../../components/responsive-image";
import { Section, SectionHeading } from "../../components/ui/section";
import type { PictureSources } from "../../lib/assets/pictures";

type Page = CollectionEntry<"aboutPage">["data"];

export function Story({ story }: { story: Page["story"] }) {
  return (
    <Section labelledBy="about-story-heading">
      <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <SectionHeading id="about-story-heading" {...story.heading} align="left" />
          <div className="-mt-4 space-y-5 text-lg leading-relaxed text-ink">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="rounded-card bg-navy-900 p-8 text-white shadow-card sm:p-10">
          <Quote aria-hidden="true" className="size-10 text-accent-400" />
          <blockquote className="mt-4 font-display text-2xl leading-snug font-bold">
            <p>{story.principle}</p>
          </blockquote>
          <figcaption className="mt-6 border-t border-white/15 pt-4 text-sm font-semibold text-navy-100">
            {story.principleCaption}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}

export function Team({ team, picture }: { team: Page["team"]; picture: PictureSources }) {
  return (
    <Section tone="navy" labelledBy="about-team-heading">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div className="lg:mb-12">
          <ResponsiveImage
            picture={picture}
            sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 45vw, 100vw"
            className="h-auto w-full rounded-card ring-1 ring-white/10"
          />
        </div>
        <SectionHeading id="about-team-heading" {...team.heading} onDark align="left" />
      </div>
      <FeatureGrid features={team.points} onDark />
    </Section>
  );
}
