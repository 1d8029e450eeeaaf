/**
 * The addresses the built site answers, for the tests and the benchmarks: every page the build
 * wrote (<build>/**\/index.html), the short service addresses among them pointing at their
 * canonical -atlanta page. A new page is on the list by being built; a page the build stops
 * writing drops off it, and the sitemap and crawl tests notice.
 *
 * Reads no build when imported: a script that builds first (the benchmark), or measures a
 * build kept elsewhere, asks once the build is there. The tests use site-urls.ts.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { canonicalPathOf, servicePages } from "../../src/schemas/services.ts";

export type SitePage = {
  /** The address the page answers at. */
  path: string;
  /** The address search engines should index; differs from path only for the short service aliases. */
  canonicalPath: string;
  /** The file in src/pages/ that renders it, without .astro: one per kind of page. */
  kind: string;
};

const pagesDir = join(import.meta.dirname, "../../src/pages");

/**
 * Each page file's route as a pattern ("movers-[city]-ga" → /^\/movers-[^/]+-ga$/), the most
 * specific first: fixed routes, then the most fixed text, then named before rest parameters.
 */
const routes = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".astro") && !file.split("/").some((part) => part.startsWith("_")))
  .map((file) => {
    const kind = file.replace(/\.astro$/, "");
    const route = `/${kind}`.replace(/\/index$/, "") || "/";
    // A rest parameter ([...page]) may be empty, a named one ([city]) is one segment's part.
    const pattern = route.replace(/\/\[\.\.\.[^\]]+\]$/, "(?:/.*)?").replace(/\[[^\]]+\]/g, "[^/]+");
    const rank = [kind.includes("[") ? 1 : 0, -kind.replace(/\[[^\]]*\]/g, "").length, kind.includes("[...") ? 1 : 0];
    return { kind, pattern: new RegExp(`^${pattern}$`), rank };
  })
  .sort((a, b) => {
    const index = a.rank.findIndex((value, at) => value !== b.rank[at]);
    return index < 0 ? 0 : a.rank[index]! - b.rank[index]!;
  });

/** The page file that renders an address; a service page's is its own sections' (src/pages/[service].astro). */
function kindOf(path: string): string {
  const service = Object.entries(servicePages).find(([, page]) => page.path === path || page.shortPath === path);
  if (service) return `_components/${service[0]}-page`;
  const route = routes.find(({ pattern }) => pattern.test(path));
  if (!route) throw new Error(`No file in src/pages/ renders ${path}`);
  return route.kind;
}

/** Every page with an index.html under a build folder, the home page first. */
export function builtPages(buildDir: string): SitePage[] {
  if (!existsSync(buildDir))
    throw new Error(`${buildDir} is missing: the page list comes from the build (npm run build).`);
  return readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .sort()
    .map((path) => ({ path, canonicalPath: canonicalPathOf(path), kind: kindOf(path) }));
}
