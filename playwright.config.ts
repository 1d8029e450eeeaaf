import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";
import { findChromium, playwrightChromiumArgs } from "./scripts/ensure-chromium.ts";

/**
 * A free port, asked of the system, unless E2E_PORT names one. Set into the environment so
 * the test workers, which load this file again, use the same one.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);

// Browser tests run against the production build, served the way `npm start` serves it.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // No hero video unless a test asks for it (tests/e2e/home.test.ts): decoding it costs the
    // whole suite CPU time on a 2-core machine and tells the other tests nothing.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: findChromium(),
      args: playwrightChromiumArgs,
    },
  },
  webServer: {
    command: `node scripts/serve.ts --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
