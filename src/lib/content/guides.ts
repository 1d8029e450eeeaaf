/** Pure helpers for the moving guides, which the build (src/data/guides.ts), the scripts and the tests share. */

export const guidesPath = "/moving-guides";
/** The guides' RSS feed, which every page's head links. */
export const feedPath = `${guidesPath}/rss.xml`;
export const feedTitle = (companyName: string) => `${companyName} moving guides`;
/** Guides per page of the list; /moving-guides/2 and on hold the older ones. */
export const guidesPerPage = 12;
/** A guide with this many "##" headings or more gets a table of contents. */
export const tableOfContentsMinimum = 4;
export const guidePath = (slug: string) => `${guidesPath}/${slug}`;
/** The address of one page of the list: the first is /moving-guides itself. */
export const guidesPagePath = (page: number) => (page === 1 ? guidesPath : `${guidesPath}/${page}`);

/** Whole minutes at 230 words a minute, at least one. */
export function readingMinutes(markdown: string) {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 230));
}

/** The "##" headings, when there are enough of them to need a table of contents. */
export function tableOfContents<H extends { depth: number }>(headings: readonly H[]) {
  const sections = headings.filter((heading) => heading.depth === 2);
  return sections.length >= tableOfContentsMinimum ? sections : [];
}

/** Throws the build's error for a guide naming an author or city with no file (a hand edit, a deleted city). */
export function assertRelations(
  file: string,
  guide: { author: string; cities: readonly string[] },
  known: { people: readonly string[]; cities: readonly string[] },
) {
  const problems: string[] = [];
  if (!known.people.includes(guide.author))
    problems.push(
      `  - author = "${guide.author}": no such person in src/content/people/ (deleted or renamed): choose the guide's author again in the editor, or add the person back under People`,
    );
  guide.cities.forEach((city, index) => {
    if (!known.cities.includes(city))
      problems.push(
        `  - cities.${index} = "${city}": no such city in src/content/cities/ (deleted or renamed): choose the guide's cities again in the editor`,
      );
  });
  if (problems.length > 0) throw new Error(`Invalid content in ${file}:\n${problems.join("\n")}`);
}

type Dated = { published: Date; updated?: Date | undefined };

export const lastChanged = (guide: Dated) => guide.updated ?? guide.published;

/** Newest first by publication; the same day keeps the title order. */
export function newestFirst<T extends Dated & { title: string }>(guides: readonly T[]) {
  return [...guides].sort(
    (a, b) => b.published.getTime() - a.published.getTime() || a.title.localeCompare(b.title, "en-US"),
  );
}

/** The newest guides that name the service or city, at most three. */
export function relatedGuides<
  T extends Dated & { title: string; services: readonly string[]; cities: readonly string[] },
>(guides: readonly T[], to: { service: string } | { city: string }) {
  const matches = guides.filter((guide) =>
    "service" in to ? guide.services.includes(to.service) : guide.cities.includes(to.city),
  );
  return newestFirst(matches).slice(0, 3);
}
