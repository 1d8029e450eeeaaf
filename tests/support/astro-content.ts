/**
 * `astro:content` for unit tests (vitest.config.ts aliases it here): the same files through the
 * same schemas, read from disk (src/lib/content/content-files.ts), so a component that reads the content
 * renders in a test.
 */
import { readEntries, readSingleton } from "../../src/lib/content/content-files.ts";
import { contentKinds, type CollectionKey, type ContentKey, type SingletonKey } from "../../src/schemas/index.ts";

type Entry = { id: string; collection: string; data: unknown; body?: string | undefined };

export async function getEntry(collection: ContentKey, id: string): Promise<Entry | undefined> {
  if (contentKinds[collection].kind === "singleton")
    return { id, collection, data: readSingleton(collection as SingletonKey) };
  return (await getCollection(collection)).find((entry) => entry.id === id);
}

export async function getCollection(collection: ContentKey): Promise<Entry[]> {
  return readEntries(collection as CollectionKey).map((entry) => ({ ...entry, collection }));
}

export type CollectionEntry<_C> = Entry;
