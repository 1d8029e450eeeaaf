import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath, sitePages } from "./app/config/site-pages";

// Every URL is rendered to static HTML at build time; no server runs in production.
// See docs/decisions/001-rendering-strategy.md.
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...sitePages.map((entry) => entry.path), notFoundPrerenderPath],
} satisfies Config;
