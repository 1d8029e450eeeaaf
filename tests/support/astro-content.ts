/**
 * `astro:content` for unit tests (vitest.config.ts aliases it here): the same files through the
 * same schemas, read from disk, so a component that reads the business details renders in a test.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readDataFile } from "../../src/lib/data-file.ts";
import { contentKinds, type ContentKey } from "../../src/schemas/index.ts";
import { contentRoot } from "../../scripts/lib/content-files.ts";

type Entry = { id: string; collection: string; data: unknown };

export async function getEntry(collection: ContentKey, id: string): Promise<Entry | undefined> {
  const kind = contentKinds[collection];
  if (kind.kind === "singleton")
    return { id, collection, data: readDataFile(join(contentRoot, `${kind.path}.yaml`), kind.schema) };
  return (await getCollection(collection)).find((entry) => entry.id === id);
}

export async function getCollection(collection: ContentKey): Promise<Entry[]> {
  const kind = contentKinds[collection];
  if (kind.kind !== "collection" || "markdown" in kind)
    throw new Error(`The test stub reads YAML collections only, not ${collection}`);
  const folder = join(contentRoot, kind.folder);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      id: file.replace(/\.yaml$/, ""),
      collection,
      data: readDataFile(join(folder, file), kind.schema),
    }));
}

export type CollectionEntry<_C> = Entry;
