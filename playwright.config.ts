import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/ensure-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

// Browser tests run against the production build, served the way `npm start` serves it.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `node scripts/serve.ts --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
