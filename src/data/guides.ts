/** The moving guides as pages read them, newest first; drafts only under `npm run edit`, for the owner's preview. */
import { getCollection } from "astro:content";
import { readingMinutes, relatedGuides, type GuideCardData } from "../lib/content/guides";
import { responsivePicture } from "../lib/assets/pictures";
import type { ServicePageKey } from "../schemas/services";
import { content } from "./content";

/** Every published guide (and, under `npm run edit`, every draft), newest first. */
export async function guides() {
  const people = await getCollection("people");
  return content.guides(await getCollection("guides"), { drafts: import.meta.env.DEV }).map((guide) => {
    const author = people.find((person) => person.id === guide.author)!.data;
    return {
      ...guide,
      author: { name: author.name, role: author.role },
      minutes: readingMinutes(guide.entry.body ?? ""),
    };
  });
}

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
