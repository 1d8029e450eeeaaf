/**
 * The site's content collections: every word and business value the pages show, read from
 * src/content/ and checked against the schemas of src/schemas/ when the site builds. A bad
 * value stops the build, naming the file and the field.
 */
import { posix } from "node:path";
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { contentFile } from "./lib/content/site-content.ts";
import { contentKinds, type ContentKey } from "./schemas/index.ts";

type Kinds = typeof contentKinds;

// Each entry's id is its file's name.
export const collections = Object.fromEntries(
  Object.entries(contentKinds).map(([key, { schema }]) => {
    const files = contentFile(key as ContentKey);
    const loader = glob({ pattern: posix.basename(files), base: posix.dirname(files) });
    return [key, defineCollection({ loader, schema })];
  }),
) as { [K in keyof Kinds]: { loader: ReturnType<typeof glob>; schema: Kinds[K]["schema"] } };
