/**
 * The site's words, read from the content collections with the business values filled into
 * their {placeholders}. Pages call these and hand the results down to their sections.
 */
import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import { fillPlaceholders, fillText, listInProse } from "../lib/placeholders";
import { servicePaths } from "../lib/service-paths";
import { contentKinds, type SingletonKey } from "../schemas";
import type { ServicePageKey } from "../schemas/services";
import type { testimonialPages } from "../schemas/testimonials";
import { placeholders } from "./business";

/** A single-file entry (a page's words, a list), filled; `values` adds names of its own, like {cityName}. */
export async function singleton<K extends SingletonKey>(
  key: K,
  values: Record<string, string> = {},
): Promise<CollectionEntry<K>["data"]> {
  const { path } = contentKinds[key];
  const id = path.slice(path.lastIndexOf("/") + 1);
  const entry = (await getEntry(key as never, id as never)) as CollectionEntry<K> | undefined;
  if (!entry) throw new Error(`src/content/${path}.yaml is missing`);
  const data = entry.data as CollectionEntry<K>["data"];
  return fillPlaceholders(data, { ...placeholders, ...values }, `src/content/${path}.yaml`);
}

/** The services in the owner's order, each with the page it links to. */
export async function services() {
  const { services } = await singleton("services");
  return services.map((service) => ({ ...service, ...servicePaths[service.page] }));
}

export type Service = Awaited<ReturnType<typeof services>>[number];

type TestimonialPage = (typeof testimonialPages)[number];

/** The address of a city's page, from its file's name. */
export const cityPath = (slug: string) => `/movers-${slug}-ga`;

/** The city pages in the owner's order, each with its address; {cityMoves} in its text is its own count. */
export async function cities() {
  const entries = await getCollection("cities");
  return entries
    .map((entry) => {
      const where = `src/content/cities/${entry.id}.yaml`;
      const cityMoves = fillText(entry.data.moves, placeholders, `${where} → moves`);
      const data = fillPlaceholders(entry.data, { ...placeholders, cityMoves }, where);
      return { ...data, slug: entry.id, path: cityPath(entry.id) };
    })
    .sort((a, b) => a.listOrder - b.listOrder);
}

export type City = Awaited<ReturnType<typeof cities>>[number];

/** The words every city page shares, for one city: {cityName} and {cityMoves} are its own. */
export const cityPageWords = (city: City) => singleton("cityPages", { cityName: city.name, cityMoves: city.moves });

/** The testimonials a page shows, in the owner's order. */
export async function testimonialsFor(page: TestimonialPage) {
  const { testimonials } = await singleton("testimonials");
  return testimonials.filter((testimonial) => testimonial.page === page);
}

/** Every FAQ question, in order; {cityNames} names the city pages. */
export async function faqQuestions() {
  const cityNames = listInProse((await cities()).map((city) => city.name));
  return (await singleton("faq", { cityNames })).questions;
}

export type FaqQuestion = Awaited<ReturnType<typeof faqQuestions>>[number];

/** The questions a service page shows (each question lists the pages that show it). */
export async function faqFor(page: ServicePageKey) {
  return (await faqQuestions()).filter((question) => question.showOn.includes(page));
}

/** The contact page's towns, which the estimator also offers. */
export const towns = () => singleton("towns");

/** The moving checklist's weeks, in order. */
export const checklistWeeks = async () => (await singleton("checklist")).weeks;

export type ChecklistWeek = Awaited<ReturnType<typeof checklistWeeks>>[number];
