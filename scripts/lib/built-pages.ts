/** Every page a build wrote, for the tests and the benchmarks: a new page is on the list by being built. */
import { existsSync, readdirSync } from "node:fs";
import { canonicalPathOf } from "../../src/schemas/services.ts";

/**
 * Every page with an index.html under a build folder, the home page first: its address, and the one
 * search engines should index (differs only for the short service aliases).
 */
export function builtPages(buildDir: string) {
  if (!existsSync(buildDir))
    throw new Error(`${buildDir} is missing: the page list comes from the build (npm run build).`);
  return readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .sort()
    .map((path) => ({ path, canonicalPath: canonicalPathOf(path) }));
}
