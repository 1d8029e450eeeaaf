/**
 * What `npm run build` would refuse in the content, file by file, for the editor's banner
 * (the content check route `npm run edit` serves, src/browser/content-check-banner.ts): every
 * file through its schema, and the Markdown bodies' {names}, which no editor field checks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseData } from "../../src/lib/content/data-file.ts";
import { contentKinds } from "../../src/schemas/index.ts";
import { placeholderPattern } from "../../src/schemas/placeholders.ts";
import { contentFiles, contentRoot, splitMarkdown } from "../../src/lib/content/content-files.ts";

/** One message per file the build would refuse, naming the file and each field; empty when all is well. */
export function contentProblems(): string[] {
  let files;
  try {
    files = contentFiles();
  } catch (error) {
    return [(error as Error).message];
  }
  const schemas = new Map(
    Object.values(contentKinds).map((kind) => [kind.kind === "singleton" ? kind.path : kind.folder, kind.schema]),
  );
  return files.flatMap(({ file, data }) => {
    const relative = file.replace(/^src\/content\//, "");
    const schema = schemas.get(relative.replace(/\.yaml$/, "")) ?? schemas.get(relative.split("/")[0]!)!;
    const problems: string[] = [];
    try {
      parseData(file, data, schema);
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (file.endsWith(".md")) {
      const body = splitMarkdown(readFileSync(join(contentRoot, relative), "utf8")).body;
      if (!placeholderPattern.regex.test(body))
        problems.push(`Invalid content in ${file}:\n  - the text ${placeholderPattern.message}`);
    }
    return problems;
  });
}
