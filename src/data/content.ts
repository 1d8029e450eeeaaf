/** The site's words for the build: astro:content through the derivations every reader shares (src/lib/content). */
import { getCollection, getEntry } from "astro:content";
import { siteContent, singletonFile, type ContentData, type ContentEntry } from "../lib/content/site-content";
import { contentKinds, type CollectionKey, type SingletonKey } from "../schemas";

const singletonKeys = Object.keys(contentKinds).filter(
  (key): key is SingletonKey => contentKinds[key as keyof typeof contentKinds].kind === "singleton",
);

const singletons = new Map<SingletonKey, unknown>();
for (const key of singletonKeys) {
  const { path } = contentKinds[key];
  const entry = await getEntry(key as never, path.slice(path.lastIndexOf("/") + 1) as never);
  if (!entry) throw new Error(`${singletonFile(key)} is missing`);
  singletons.set(key, (entry as { data: unknown }).data);
}

/** The YAML collections; the build reads Markdown entries (guides, legal pages) where it renders them. */
const collections = new Map<CollectionKey, readonly ContentEntry<CollectionKey>[]>([
  ["cities", await getCollection("cities")],
  ["people", await getCollection("people")],
]);

export const content = siteContent({
  singleton: <K extends SingletonKey>(key: K) => singletons.get(key) as ContentData<K>,
  entries: <K extends CollectionKey>(key: K) => {
    const entries = collections.get(key);
    if (!entries) throw new Error(`src/data/content.ts does not load the ${key} collection`);
    return entries as readonly ContentEntry<K>[];
  },
});

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
export type { ChecklistWeek, City, FaqQuestion, Service } from "../lib/content/site-content";
