/**
 * The site as its pages show it, derived from the content entries: placeholders filled, each
 * city's and service's address, the menus, the guides. Pure: the build hands it astro:content's
 * entries (src/data/content.ts), scripts and tests the files (content-files.ts), so all see the same site.
 */
import type { z } from "astro/zod";
import { contentKinds, type CollectionKey, type ContentKey, type SingletonKey } from "../../schemas/index.ts";
import { estimatorSlotMarks } from "../../schemas/pages/moving-cost-estimator.ts";
import { servicePages, type ServicePageKey } from "../../schemas/services.ts";
import type { testimonialPages } from "../../schemas/testimonials.ts";
import { assertRelations, guidePath, lastChanged, newestFirst } from "./guides.ts";
import { fillPlaceholders, fillText, listInProse, placeholderValues } from "./placeholders.ts";

/** What a file of a kind holds, once its schema has read it. */
export type ContentData<K extends ContentKey> = z.output<(typeof contentKinds)[K]["schema"]>;

/** One file: its name (without extension), its data and, for Markdown, its text. */
export type ContentEntry<K extends ContentKey> = { id: string; data: ContentData<K>; body?: string | undefined };

/** The file a single-file entry is read from. */
export const singletonFile = (key: SingletonKey) => `src/content/${contentKinds[key].path}.yaml`;

/** The file of one entry of a collection (its id is the file's name). */
export function entryFile(key: CollectionKey, id: string): string {
  const kind = contentKinds[key];
  return `src/content/${kind.folder}/${id}.${"markdown" in kind && kind.markdown ? "md" : "yaml"}`;
}

/** A kind's files as a glob: a single-file kind's one file, or every file of a collection. */
export const contentGlob = (key: ContentKey) =>
  contentKinds[key].kind === "singleton" ? singletonFile(key as SingletonKey) : entryFile(key as CollectionKey, "*");

export type NavLink = { label: string; href: string };
export type NavMenu = { label: string; links: NavLink[] };

/** Names a kind's words hold besides the business values: the estimator fills its own as the visitor answers. */
const ownNames: Partial<Record<SingletonKey, Record<string, string>>> = { estimatorPage: estimatorSlotMarks };

/**
 * The site's content, filled and derived; every function reads the entries it needs when called.
 * `entries` gives a kind's entries: astro:content's in the build, the files' elsewhere.
 */
export function siteContent(entries: <K extends ContentKey>(key: K) => readonly ContentEntry<K>[]) {
  /** A single-file entry as written. */
  function stored<K extends SingletonKey>(key: K): ContentData<K> {
    const [entry] = entries(key);
    if (!entry) throw new Error(`${singletonFile(key)} is missing`);
    return entry.data;
  }
  const business = stored("business");
  const placeholders = placeholderValues(business);

  /** A single-file entry (a page's words, a list), filled; `values` adds names of its own, like {cityName}. */
  const singleton = <K extends SingletonKey>(key: K, values: Record<string, string> = {}): ContentData<K> =>
    fillPlaceholders(stored(key), { ...placeholders, ...ownNames[key], ...values }, singletonFile(key));

  /** The city pages in the owner's order, each with its address; {cityMoves} in its text is its own count, filled first. */
  const cities = () =>
    entries("cities")
      .map(({ id, data }) => {
        const where = entryFile("cities", id);
        const cityMoves = fillText(data.moves, placeholders, `${where} → moves`);
        return { ...fillPlaceholders(data, { ...placeholders, cityMoves }, where), slug: id, path: `/movers-${id}-ga` };
      })
      .sort((a, b) => a.listOrder - b.listOrder);

  /** The services in the owner's order, each with the page it links to. */
  const services = () =>
    singleton("services").services.map((service) => {
      const { path, shortPath } = servicePages[service.page];
      return { ...service, path, shortPath };
    });

  /** Every FAQ question, in order; {cityNames} names the city pages. */
  const faqQuestions = () => singleton("faq", { cityNames: listInProse(cities().map((city) => city.name)) }).questions;

  /** The header's and footer's menus: the services and cities the owner lists, and the links of the site's navigation words. */
  function navigation() {
    const words = singleton("site").navigation;
    const link = ({ label, address }: { label: string; address: string }): NavLink => ({ label, href: address });
    const serviceLink = ({ name, path }: { name: string; path: string }): NavLink => ({ label: name, href: path });
    const cityLinks = cities()
      .filter((city) => city.inHeaderMenu)
      .map((city) => ({ label: city.name, href: city.path }));
    const servicesMenu: NavMenu = {
      label: words.servicesMenu,
      links: services()
        .filter((service) => service.featured)
        .map(serviceLink),
    };
    const locationsMenu: NavMenu = { label: words.locationsMenu, links: cityLinks };
    return {
      words,
      servicesMenu,
      locationsMenu,
      /** The header's navigation, in order, for desktop and phone alike: a page, or a menu of pages. */
      headerNavigation: [
        { label: "Home", href: "/" },
        servicesMenu,
        locationsMenu,
        { label: "About", href: "/about" },
        { label: "Contact", href: "/contact" },
      ] as (NavLink | NavMenu)[],
      footerServiceLinks: services().map(serviceLink),
      footerAreaLinks: [...cityLinks, link(words.allAreas)],
      helpLinks: words.helpLinks.map(link),
      legalLinks: words.legalLinks.map(link),
    };
  }

  /** The guides, newest first, with their addresses and last changes; drafts when asked. A missing author or city throws. */
  function guides<E extends ContentEntry<"guides">>(guideEntries: readonly E[], { drafts = false } = {}) {
    const known = { people: entries("people").map(({ id }) => id), cities: entries("cities").map(({ id }) => id) };
    const list = guideEntries
      .filter((entry) => drafts || !entry.data.draft)
      .map((entry) => {
        const file = entryFile("guides", entry.id);
        assertRelations(file, entry.data, known);
        const data = fillPlaceholders(entry.data, placeholders, file);
        return { ...data, slug: entry.id, file, path: guidePath(entry.id), lastChanged: lastChanged(data), entry };
      });
    return newestFirst(list);
  }

  return {
    business,
    placeholders,
    singleton,
    cities,
    services,
    faqQuestions,
    navigation,
    guides,
    /** The words every city page shares, for one city: {cityName} and {cityMoves} are its own. */
    cityPageWords: ({ name, moves }: { name: string; moves: string }) =>
      singleton("cityPages", { cityName: name, cityMoves: moves }),
    /** The testimonials a page shows, in the owner's order. */
    testimonialsFor: (page: (typeof testimonialPages)[number]) =>
      singleton("testimonials").testimonials.filter((testimonial) => testimonial.page === page),
    /** The questions a service page shows (each question lists the pages that show it). */
    faqFor: (page: ServicePageKey) => faqQuestions().filter((question) => question.showOn.includes(page)),
    /** Every town served, the cities first: the contact page's grid and the estimator's places. */
    towns: (): Town[] => [
      ...cities().map(({ name, latitude, longitude, path }) => ({ name, latitude, longitude, path })),
      ...singleton("towns").towns,
    ],
    /** The moving checklist's weeks, in order. */
    checklistWeeks: () => singleton("checklist").weeks,
  };
}

type SiteContent = ReturnType<typeof siteContent>;
/** A town served: its center, and its page if it is a city. */
export type Town = { name: string; latitude: number; longitude: number; path?: string | undefined };
export type City = ReturnType<SiteContent["cities"]>[number];
export type Service = ReturnType<SiteContent["services"]>[number];
export type FaqQuestion = ReturnType<SiteContent["faqQuestions"]>[number];
export type ChecklistWeek = ReturnType<SiteContent["checklistWeeks"]>[number];
