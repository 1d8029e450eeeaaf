/** The About page's own sections; src/pages/about.astro places them with the shared ones. */
import type { CollectionEntry } from "astro:content";
import { Quote } from "lucide-react";
import { Section, SectionHeading } from "../../components/ui/section";

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
