/**
 * What the build refuses in the content: every file through its schema, and the Markdown bodies through
 * the Markdown step, whose errors Astro only logs. The build and the editor's banner run it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { markdownProblem } from "../../src/lib/content/markdown.ts";
import { contentFiles, parseData, readBusiness, splitMarkdown } from "../../src/lib/content/content-files.ts";

/** One message per problem the build would refuse, naming the file and each field or line; empty when all is well. */
export async function contentProblems(): Promise<string[]> {
  let files;
  try {
    files = contentFiles();
  } catch (error) {
    return [(error as Error).message];
  }
  const problems = files.flatMap(({ file, schema, data }) => {
    try {
      parseData(file, data, schema);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
  // As in the build: the Markdown step, which fills in the business details, once every file is valid.
  if (problems.length > 0) return problems;
  const business = readBusiness();
  const bodies = files
    .filter(({ file }) => file.endsWith(".md"))
    .map(({ file }) => {
      const path = join(import.meta.dirname, "../..", file);
      return markdownProblem(business, path, splitMarkdown(readFileSync(path, "utf8")).body);
    });
  return (await Promise.all(bodies)).filter((problem) => problem !== undefined);
}
