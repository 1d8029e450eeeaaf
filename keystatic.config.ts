/** The owner's editor (npm run edit, /keystatic) from src/schemas/: saves here, or to PUBLIC_KEYSTATIC_GITHUB_REPO. */
import { collection, config, fields, singleton } from "@keystatic/core";
import { keystaticFields } from "./src/lib/fields/keystatic-fields.ts";
import { contentKinds, type CollectionKind, type SingletonKind } from "./src/schemas/index.ts";

const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

/** From a content file (its path under src/content/) to src/assets/: "../assets/", "../../assets/", … */
const assetsPathFrom = (file: string) => `${"../".repeat(file.split("/").length)}assets/`;

const singletonFor = ({ label, path, schema }: SingletonKind) =>
  singleton({
    label,
    path: `src/content/${path}`,
    schema: keystaticFields(schema, assetsPathFrom(path)),
  });

function collectionFor({ label, folder, schema, slugField, markdown, textPictures }: CollectionKind) {
  const assetsPath = assetsPathFrom(`${folder}/*`);
  const generated = keystaticFields(schema, assetsPath);
  const { label: nameLabel } = generated[slugField] as unknown as { label: string };
  return collection({
    label,
    path: `src/content/${folder}/*`,
    slugField: slugField as never,
    format: markdown ? { contentField: "body" } : undefined,
    schema: {
      ...generated,
      // The name is also the file's name, and so the page's address.
      [slugField]: fields.slug({ name: { label: nameLabel, validation: { isRequired: true } } }),
      // The Markdown text; pictures in it are uploaded into src/assets/<textPictures>/.
      ...(markdown && {
        body: fields.markdoc({
          label: "Text",
          extension: "md",
          ...(textPictures && {
            options: {
              image: { directory: `src/assets/${textPictures}`, publicPath: `${assetsPath}${textPictures}/` },
            },
          }),
        }),
      }),
    },
  });
}

const kinds = Object.entries(contentKinds);

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo } : { kind: "local" },
  ui: { brand: { name: "Website" } },
  singletons: Object.fromEntries(
    kinds.flatMap(([key, kind]) => (kind.kind === "singleton" ? [[key, singletonFor(kind)]] : [])),
  ),
  collections: Object.fromEntries(
    kinds.flatMap(([key, kind]) => (kind.kind === "collection" ? [[key, collectionFor(kind)]] : [])),
  ),
});
