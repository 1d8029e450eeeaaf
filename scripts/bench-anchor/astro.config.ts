import react from "@astrojs/react";
import { defineConfig } from "astro/config";

/** The bench's one-island Astro anchor (scripts/bench.ts builds it): Astro's defaults and its React integration. */
export default defineConfig({ integrations: [react()] });
