/**
 * The site's content collections: every word and business value the pages show, read from
 * src/content/ and checked against the schemas of src/schemas/ when the site builds. A bad
 * value stops the build, naming the file and the field.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { contentKinds, type CollectionKind, type SingletonKind } from "./schemas/index.ts";

type Kinds = typeof contentKinds;

function collectionFor(kind: SingletonKind | CollectionKind) {
  if (kind.kind === "singleton") {
    const slash = kind.path.lastIndexOf("/");
    return defineCollection({
      loader: glob({
        pattern: `${kind.path.slice(slash + 1)}.yaml`,
        base: `./src/content/${kind.path.slice(0, slash + 1)}`,
      }),
      schema: kind.schema,
    });
  }
  return defineCollection({
    loader: glob({ pattern: kind.markdown ? "*.md" : "*.yaml", base: `./src/content/${kind.folder}` }),
    schema: kind.schema,
  });
}

export const collections = Object.fromEntries(
  Object.entries(contentKinds).map(([key, kind]) => [key, collectionFor(kind)]),
) as { [K in keyof Kinds]: { loader: ReturnType<typeof glob>; schema: Kinds[K]["schema"] } };
