import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Components read the content collections at build time; in a unit test, from the files.
    alias: { "astro:content": fileURLToPath(new URL("./tests/support/astro-content.ts", import.meta.url)) },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    // The stylesheet as text, where code reads a design token from it (src/lib/assets/theme-color.ts).
    css: { include: [/app\.css/] },
    // Two tests walk a decade of clock times against Intl: 2-3 s alone, over the 5 s default on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
