/**
 * The site's content for the build: astro:content's entries through the derivations every reader shares
 * (src/lib/content).
 */
import { getCollection } from "astro:content";
import { siteContent, type ContentEntry } from "../lib/content/site-content";
import { contentKinds, type ContentKey } from "../schemas";

const entries = new Map<ContentKey, readonly ContentEntry<ContentKey>[]>(
  await Promise.all(
    (Object.keys(contentKinds) as ContentKey[]).map(async (key) => [key, await getCollection(key)] as const),
  ),
);

export const content = siteContent((key) => entries.get(key) as never);

export const {
  singleton,
  cities,
  services,
  faqQuestions,
  faqFor,
  cityPageWords,
  testimonialsFor,
  towns,
  checklistWeeks,
} = content;
export type { ChecklistWeek, City, FaqQuestion, NavLink, Service } from "../lib/content/site-content";

/** The words every page shares (src/content/site.yaml). */
export const siteText = singleton("site");

export const {
  words: navigationWords,
  headerNavigation,
  footerServiceLinks,
  footerAreaLinks,
  helpLinks,
  legalLinks,
} = content.navigation();
