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

type GlobLoader = ReturnType<typeof glob>;
type EntryType = { getEntryInfo: (file: { fileUrl: URL }) => object | Promise<object> };

/**
 * Under `npm run edit` (the only run with a file watcher), a file the build would refuse (a YAML slip, a bad value, a
 * missing picture) is logged and kept as it is, so the editor still opens and its banner names the problem; the
 * build still stops on it. Astro's glob() loader forgives a slip only in a file changed after the start.
 */
function forgivingInDev(loader: GlobLoader): GlobLoader {
  return {
    ...loader,
    load: (context) => {
      if (!context.watcher) return loader.load(context);
      const { logger } = context;
      // An internal of the glob() loader's context (Astro 7.3): how each file extension is read.
      const { entryTypes } = context as unknown as { entryTypes: Map<string, EntryType> };
      const forgiving = new Map(
        [...entryTypes].map(([extension, type]) => [
          extension,
          {
            ...type,
            getEntryInfo: (file: { fileUrl: URL }) =>
              (async () => type.getEntryInfo(file))().catch((error: Error) => {
                logger.warn(`${file.fileUrl.pathname}: ${error.message}`);
                return { data: {}, body: "", slug: "", rawData: "" };
              }),
          },
        ]),
      );
      const parseData: typeof context.parseData = (props) =>
        context.parseData(props).catch((error: Error) => {
          logger.warn(error.message);
          return props.data;
        });
      return loader.load({ ...context, parseData, entryTypes: forgiving } as typeof context);
    },
  };
}

// Each entry's id is its file's name.
export const collections = Object.fromEntries(
  Object.entries(contentKinds).map(([key, { schema }]) => {
    const files = contentFile(key as ContentKey);
    return [
      key,
      defineCollection({
        loader: forgivingInDev(glob({ pattern: posix.basename(files), base: posix.dirname(files) })),
        schema,
      }),
    ];
  }),
) as { [K in ContentKey]: { loader: GlobLoader; schema: (typeof contentKinds)[K]["schema"] } };
