/**
 * The addresses the built site answers, for the tests and the benchmarks: every page the build
 * wrote (<build>/**\/index.html), the short service addresses among them pointing at their
 * canonical -atlanta page. A new page is on the list by being built; a page the build stops
 * writing drops off it, and the sitemap and crawl tests notice.
 */
import { existsSync, readdirSync } from "node:fs";
import { canonicalPathOf } from "../../src/schemas/services.ts";

export type SitePage = {
  /** The address the page answers at. */
  path: string;
  /** The address search engines should index; differs from path only for the short service aliases. */
  canonicalPath: string;
};

/** Every page with an index.html under a build folder, the home page first. */
export function builtPages(buildDir: string): SitePage[] {
  if (!existsSync(buildDir))
    throw new Error(`${buildDir} is missing: the page list comes from the build (npm run build).`);
  return readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .sort()
    .map((path) => ({ path, canonicalPath: canonicalPathOf(path) }));
}
