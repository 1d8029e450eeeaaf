/** A moving guide's own parts: its header, contents and related links. */
import { LinkList, pillLinkClasses, textLinkClasses } from "../../components/link-list";
import { ResponsiveImage } from "../../components/responsive-image";
import { cities, services } from "../../data/content";
import type { Guide } from "../../data/guides";
import { guidesPath } from "../../lib/content/guides";
import { pageLink } from "../../lib/content/site-content";
import { formatDay } from "../../lib/page/dates";
import type { PictureSources } from "../../lib/assets/pictures";

/** The cover's width: the text column's, less the page's padding on a phone. */
export const coverSizes = "(min-width: 56rem) 832px, calc(100vw - 2.5rem)";

type GuideHeaderProps = {
  guide: Guide;
  cover: PictureSources;
};

/** The top of a guide: the way back to the list, its h1 and summary, who wrote it and when, and its cover. */
export function GuideHeader({ guide, cover }: GuideHeaderProps) {
  const { title, summary, published, updated, author, minutes, draft } = guide;
  return (
    <header className="bg-navy-900 text-white">
      {/* flow-root: the cover's negative margin shortens the navy band instead of escaping it. */}
      <div className="mx-auto flow-root max-w-4xl px-5 pt-10 sm:px-8 sm:pt-14">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
          <a href={guidesPath} className="underline-offset-4 hover:underline">
            Moving guides
          </a>
          {draft && <span className="ml-3 rounded-full bg-accent-400 px-2 py-0.5 text-navy-950">Draft</span>}
        </p>
        <h1 className="mt-4 font-display text-display font-bold">{title}</h1>
        <p className="mt-5 text-lead text-navy-100">{summary}</p>
        <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-sm text-navy-100">
          <span>
            By <span className="font-semibold text-white">{author.name}</span>, {author.role}
          </span>
          <span>
            <time dateTime={formatDay(published, "iso", "UTC")}>{formatDay(published, "long", "UTC")}</time>
            {updated && (
              <>
                {" "}
                (updated <time dateTime={formatDay(updated, "iso", "UTC")}>{formatDay(updated, "long", "UTC")}</time>)
              </>
            )}
          </span>
          <span>{minutes} min read</span>
        </p>
        {/* The cover straddles the navy band and the white page below. */}
        <div className="relative mt-10 -mb-24 aspect-video overflow-hidden rounded-card bg-navy-800 shadow-card sm:-mb-32">
          <ResponsiveImage picture={cover} sizes={coverSizes} priority className="size-full object-cover" />
        </div>
      </div>
    </header>
  );
}

/** The guide's "##" sections as links, for a long guide. */
export function TableOfContents({ sections }: { sections: readonly { slug: string; text: string }[] }) {
  return (
    <nav aria-labelledby="guide-contents-heading" className="mb-10 rounded-card bg-cream p-6">
      <h2 id="guide-contents-heading" className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
        In this guide
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 marker:text-accent-700">
        {sections.map((section) => (
          <li key={section.slug}>
            <a href={`#${section.slug}`} className="inline-block py-1 text-navy-900 underline-offset-4 hover:underline">
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

type RelatedLinksProps = {
  guide: Guide;
};

/** The services and city pages the guide relates to, and the way back to every guide. */
export function RelatedLinks({ guide }: RelatedLinksProps) {
  const lists = [
    ["Related services", services().filter((service) => guide.services.includes(service.page))],
    ["Moving in", cities().filter((city) => guide.cities.includes(city.slug))],
  ] as const;
  return (
    <nav aria-labelledby="guide-related-heading" className="mt-14 space-y-6 border-t border-navy-100 pt-10">
      <h2 id="guide-related-heading" className="font-display text-2xl font-bold text-navy-900">
        Where to go next
      </h2>
      {lists.map(
        ([title, pages]) =>
          pages.length > 0 && (
            <div key={title}>
              <h3 className="font-semibold text-navy-900">{title}</h3>
              <LinkList
                links={pages.map(pageLink)}
                className="mt-2 flex flex-wrap gap-2"
                linkClassName={pillLinkClasses}
              />
            </div>
          ),
      )}
      <p>
        <a href={guidesPath} className={textLinkClasses}>
          All moving guides
        </a>
      </p>
    </nav>
  );
}
