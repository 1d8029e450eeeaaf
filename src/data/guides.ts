/** The moving guides as pages read them, newest first; drafts only under `npm run edit`, for the owner's preview. */
import { getCollection } from "astro:content";
import { readingMinutes, relatedGuides, type GuideCardData } from "../lib/content/guides";
import { responsivePicture } from "../lib/assets/pictures";
import { assertRendered } from "../lib/content/markdown";
import type { ServicePageKey } from "../schemas/services";
import { business } from "./business";
import { cities, content } from "./content";

/** Whether drafts are shown: only in the dev server (the owner's editor preview). */
export const showDrafts = import.meta.env.DEV;

async function load() {
  const people = await getCollection("people");
  const cityList = cities();
  const entries = await getCollection("guides");
  await Promise.all(entries.map((entry) => assertRendered(business, entry)));
  return content.guides(entries, { drafts: showDrafts }).map((guide) => {
    const author = people.find((person) => person.id === guide.author)!.data;
    return {
      ...guide,
      author: { name: author.name, role: author.role },
      relatedCities: cityList.filter((city) => guide.cities.includes(city.slug)),
      minutes: readingMinutes(guide.entry.body ?? ""),
    };
  });
}

/** Every published guide (and, under `npm run edit`, every draft), newest first. */
export const guides = load;

export type Guide = Awaited<ReturnType<typeof guides>>[number];

/** The newest three guides that name the service page or the city. */
export async function guidesFor(to: { service: ServicePageKey } | { city: string }) {
  return relatedGuides(await guides(), to);
}

/** Card widths for the guides lists; the largest serves 2x screens at three columns. */
const cardWidths = [400, 640, 800];

/** What the guides' cards show, their covers rendered at the cards' widths. */
export function guideCards(list: readonly Guide[]): Promise<GuideCardData[]> {
  return Promise.all(
    list.map(async (guide) => ({
      title: guide.title,
      summary: guide.summary,
      path: guide.path,
      published: guide.published,
      draft: guide.draft,
      cover: await responsivePicture(guide.cover, guide.file, { widths: cardWidths }),
    })),
  );
}
