import { singleton } from "../data/content";
import type { GuideCardData } from "../data/guides";
import { guidesPath } from "../lib/content/guides";
import { cn } from "../lib/page/cn";
import { formatDay } from "../lib/page/dates";
import { ArrowLink, textLinkClasses } from "./link-list";
import { ResponsiveImage } from "./responsive-image";
import { HeadedSection, type SectionTone } from "./ui/section";

/** Card widths: one column on a phone, two from md, three from lg (max-w-6xl). */
const guideCardSizes = "(min-width: 72rem) 352px, (min-width: 64rem) 30vw, (min-width: 48rem) 45vw, 90vw";

type GuideGridProps = {
  guides: readonly GuideCardData[];
};

/** A grid of guide cards: the whole card is its link, and the card is named, by the title. */
export function GuideGrid({ guides }: GuideGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {guides.map((guide) => {
        // A guide is listed once per page, so its address makes a unique id.
        const headingId = `guide${guide.path.replaceAll("/", "-")}`;
        return (
          <li key={guide.path}>
            <article
              aria-labelledby={headingId}
              className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-navy-900/5"
            >
              <div className="aspect-video overflow-hidden bg-cream">
                {/* The title names the link; the picture's words would only repeat it. */}
                <ResponsiveImage
                  picture={guide.cover}
                  alt=""
                  sizes={guideCardSizes}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-muted">
                  <time dateTime={formatDay(guide.published, "iso", "UTC")}>
                    {formatDay(guide.published, "long", "UTC")}
                  </time>
                  {guide.draft && (
                    <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-accent-700">Draft</span>
                  )}
                </p>
                {/* The link covers the card, so the picture and summary are part of the target. */}
                <h3 id={headingId} className="mt-2 font-display text-xl font-bold text-navy-900">
                  <a
                    href={guide.path}
                    className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-card"
                  >
                    {guide.title}
                  </a>
                </h3>
                {/* The guide's own page leads with the same sentence. */}
                <p data-shared-copy="" className="mt-3 leading-relaxed text-muted">
                  {guide.summary}
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

type RelatedGuidesProps = {
  guides: readonly GuideCardData[];
  tone?: SectionTone;
};

/**
 * A service's or city's newest guides (up to three) under the Guides page's heading for them, with the way to all of
 * them; nothing when none relate.
 */
export function RelatedGuides({ guides, tone }: RelatedGuidesProps) {
  if (guides.length === 0) return null;
  return (
    <HeadedSection
      id="related-guides"
      heading={{ eyebrow: "Moving help", title: singleton("guidesPage").related }}
      tone={tone}
      target
    >
      <GuideGrid guides={guides} />
      <p className="mt-8 text-center">
        <ArrowLink href={guidesPath} className={cn(textLinkClasses, "inline-flex min-h-11 items-center gap-1")}>
          All moving guides
        </ArrowLink>
      </p>
    </HeadedSection>
  );
}
