/**
 * What the build refuses in the content, in the build's words: every file's YAML and schema, the guides' authors and
 * cities, the pictures the files point to, and the Markdown bodies through the Markdown step (whose errors Astro only
 * logs). The build runs it before anything else (astro.config.ts) and the editor's banner shows it.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { assertRelations } from "../../src/lib/content/guides.ts";
import { markdownProblem } from "../../src/lib/content/markdown.ts";
import { contentFiles, parseData, readBusiness, splitMarkdown } from "../../src/lib/content/content-files.ts";
import type { ContentFile } from "../../src/lib/fields/launch-check.ts";
import { picturesIn } from "../../src/lib/fields/zod-fields.ts";

const root = join(import.meta.dirname, "../..");

/** The message of what `check` throws, if it throws. */
function thrown(check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** A picture the file names that is not in the repository (deleted or renamed by hand). */
function missingPictures({ file, schema, data }: ContentFile): string[] {
  const missing = picturesIn(schema, data).filter(({ src }) => !existsSync(join(root, dirname(file), src)));
  if (missing.length === 0) return [];
  const lines = missing.map(
    ({ path, src }) => `  - ${path} = "${src}": no such picture file: choose the picture again in the editor`,
  );
  return [`Invalid content in ${file}:\n${lines.join("\n")}`];
}

/** One message per problem the build would refuse, naming the file and each field or line; empty when all is well. */
export async function contentProblems(): Promise<string[]> {
  const files = contentFiles();
  const ids = (key: ContentFile["key"]) => files.filter((file) => file.key === key).map((file) => file.id);
  const known = { people: ids("people"), cities: ids("cities") };
  const problems = files.flatMap((file) => {
    if (file.slip) return [file.slip];
    const invalid = thrown(() => parseData(file.file, file.data, file.schema));
    if (invalid.length > 0) return invalid;
    const relations = file.key === "guides" ? thrown(() => assertRelations(file.file, file.data as never, known)) : [];
    return [...relations, ...missingPictures(file)];
  });
  // As in the build: the Markdown step, which fills in the business details, once every file is valid.
  if (problems.length > 0) return problems;
  const business = readBusiness();
  const bodies = files
    .filter(({ file }) => file.endsWith(".md"))
    .map(({ file }) => {
      const path = join(root, file);
      return markdownProblem(business, path, splitMarkdown(readFileSync(path, "utf8")).body);
    });
  return (await Promise.all(bodies)).filter((problem) => problem !== undefined);
}
