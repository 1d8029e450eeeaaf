/**
 * What `npm run build` would refuse in the content, file by file, for the editor's banner
 * (the content check route `npm run edit` serves, src/browser/content-check-banner.ts): every
 * file through its schema, and the Markdown bodies through the build's Markdown step.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseData } from "../../src/lib/content/data-file.ts";
import { markdownProblem } from "../../src/lib/content/markdown.ts";
import { contentKinds } from "../../src/schemas/index.ts";
import { contentFiles, contentRoot, readBusiness, splitMarkdown } from "../../src/lib/content/content-files.ts";

/** One message per file the build would refuse, naming the file and each field; empty when all is well. */
export async function contentProblems(): Promise<string[]> {
  let files, business;
  try {
    files = contentFiles();
    business = readBusiness();
  } catch (error) {
    return [(error as Error).message];
  }
  const schemas = new Map(
    Object.values(contentKinds).map((kind) => [kind.kind === "singleton" ? kind.path : kind.folder, kind.schema]),
  );
  const problems = files.map(async ({ file, data }) => {
    const relative = file.replace(/^src\/content\//, "");
    const schema = schemas.get(relative.replace(/\.yaml$/, "")) ?? schemas.get(relative.split("/")[0]!)!;
    const problems: (string | undefined)[] = [];
    try {
      parseData(file, data, schema);
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (file.endsWith(".md")) {
      const path = join(contentRoot, relative);
      problems.push(await markdownProblem(business, path, splitMarkdown(readFileSync(path, "utf8")).body));
    }
    return problems.filter((problem) => problem !== undefined);
  });
  return (await Promise.all(problems)).flat();
}
