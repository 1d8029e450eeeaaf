/** The moving guides as pages read them, newest first; drafts only under `npm run edit`, for the owner's preview. */
import { getCollection } from "astro:content";
import { readingMinutes, relatedGuides } from "../lib/content/guides";
import { responsivePicture } from "../lib/assets/pictures";
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

/** What the guides' cards show, their covers at the cards' widths: the largest serves 2x screens at three columns. */
export const guideCards = (list: readonly Guide[]) =>
  Promise.all(
    list.map(async (guide) => ({
      ...guide,
      cover: await responsivePicture(guide.cover, guide.file, { widths: [400, 640, 800] }),
    })),
  );

export type GuideCardData = Awaited<ReturnType<typeof guideCards>>[number];

/** The cards of a service's or city's newest guides, for its page. */
export const relatedGuideCards = async (to: { service: string } | { city: string }) =>
  guideCards(relatedGuides(await guides(), to));
