/** The site derived from the content entries: astro:content's in the build (data/content.ts), the files' elsewhere. */
import type { z } from "astro/zod";
import { contentKinds, type ContentKey, type SingletonKey } from "../../schemas/index.ts";
import { estimatorSlotMarks } from "../../schemas/pages/moving-cost-estimator.ts";
import { servicePages, type ServicePageKey } from "../../schemas/services.ts";
import type { testimonialPages } from "../../schemas/testimonials.ts";
import { assertRelations, guidePath, lastChanged, newestFirst } from "./guides.ts";
import { fillPlaceholders, fillText, listInProse, placeholderValues } from "./placeholders.ts";

/** What a file of a kind holds, once its schema has read it. */
export type ContentData<K extends ContentKey> = z.output<(typeof contentKinds)[K]["schema"]>;

/** One file: its name (without extension), its data and, for Markdown, its text. */
export type ContentEntry<K extends ContentKey> = { id: string; data: ContentData<K>; body?: string | undefined };

/** A single-file kind's one file, or a collection's entry `id` (the default "*" globs them all). */
export function contentFile(key: ContentKey, id = "*") {
  const kind = contentKinds[key];
  if (kind.kind === "singleton") return `src/content/${kind.path}.yaml`;
  return `src/content/${kind.folder}/${id}.${"markdown" in kind && kind.markdown ? "md" : "yaml"}`;
}

export type NavLink = { label: string; href: string };

/** A link to a page of the site named by its entry: a service, a city. */
export const pageLink = ({ name, path }: { name: string; path: string }) => ({ label: name, href: path });

/** The site's content, filled and derived; every function reads the entries it needs when called. */
export function siteContent(entries: <K extends ContentKey>(key: K) => readonly ContentEntry<K>[]) {
  /** A single-file entry as written. */
  function stored<K extends SingletonKey>(key: K) {
    const [entry] = entries(key);
    if (!entry) throw new Error(`${contentFile(key)} is missing`);
    return entry.data;
  }
  const business = stored("business");
  const placeholders = placeholderValues(business);

  /** A single-file entry (a page's words, a list), filled; `values` adds names of its own, like {cityName}. */
  function singleton<K extends SingletonKey>(key: K, values: Record<string, string> = {}) {
    // The estimator fills its own [marks] as the visitor answers.
    const own = key === "estimatorPage" ? estimatorSlotMarks : {};
    return fillPlaceholders(stored(key), { ...placeholders, ...own, ...values }, contentFile(key));
  }

  /**
   * The city pages in the owner's order, each with its address; {cityMoves} in its text is its own count, filled first.
   */
  const cities = () =>
    entries("cities")
      .map(({ id, data }) => {
        const where = contentFile("cities", id);
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

  /** The header's and footer's menus: the services and cities the owner lists, and the site's navigation words. */
  function navigation() {
    const words = singleton("site").navigation;
    const link = ({ label, address }: { label: string; address: string }) => ({ label, href: address });
    const cityLinks = cities()
      .filter((city) => city.inHeaderMenu)
      .map(pageLink);
    const servicesMenu = {
      label: words.servicesMenu,
      links: services()
        .filter((service) => service.featured)
        .map(pageLink),
    };
    const locationsMenu = { label: words.locationsMenu, links: cityLinks };
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
      ],
      footerServiceLinks: services().map(pageLink),
      footerAreaLinks: [...cityLinks, link(words.allAreas)],
      helpLinks: words.helpLinks.map(link),
      legalLinks: words.legalLinks.map(link),
    };
  }

  /**
   * The guides, newest first, with their addresses and last changes; drafts when asked. A missing author or city
   * throws.
   */
  function guides<E extends ContentEntry<"guides">>(guideEntries: readonly E[], { drafts = false } = {}) {
    const known = { people: entries("people").map(({ id }) => id), cities: entries("cities").map(({ id }) => id) };
    return newestFirst(
      guideEntries
        .filter((entry) => drafts || !entry.data.draft)
        .map((entry) => {
          const file = contentFile("guides", entry.id);
          assertRelations(file, entry.data, known);
          const data = fillPlaceholders(entry.data, placeholders, file);
          return { ...data, slug: entry.id, file, path: guidePath(entry.id), lastChanged: lastChanged(data), entry };
        }),
    );
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
    testimonialsFor: (page: keyof typeof testimonialPages) =>
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
