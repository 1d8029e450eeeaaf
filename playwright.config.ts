import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";
import { findChromium, playwrightChromiumArgs } from "./scripts/ensure-chromium.ts";

// A free port from the system unless E2E_PORT names one, kept in the environment for the test
// workers, which load this file again.
const freePort =
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
process.env.E2E_PORT ??= execFileSync(process.execPath, ["-e", freePort], { encoding: "utf8" }).trim();
const port = process.env.E2E_PORT;

/**
 * The suites that edit, build and serve in a project copy (tests/e2e/project-copy.ts): the shared one, or their own.
 */
const inProjectCopy = ["editor.test.ts", "admin-host.test.ts", "editor-pictures.test.ts"];

// Browser tests run against the production build, served the way `npm start` serves it.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // No hero video unless a test asks for it (home.test.ts): decoding it costs CPU and tells nothing.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium(), args: playwrightChromiumArgs },
  },
  projects: [
    { name: "project copy", testMatch: "project-copy.setup.ts", teardown: "project copy removed" },
    { name: "project copy removed", testMatch: "project-copy.teardown.ts" },
    { name: "editor", testMatch: "editor.test.ts", dependencies: ["project copy"] },
    // Builds the admin build in the copy the editor suite edits, once that suite is done with it.
    { name: "admin host", testMatch: "admin-host.test.ts", dependencies: ["editor"] },
    // Its own copy of the project, so it never edits the files the editor suite edits.
    { name: "editor pictures", testMatch: "editor-pictures.test.ts" },
    { name: "site", testIgnore: inProjectCopy },
  ],
  webServer: { command: `node scripts/serve.ts --port ${port}`, url: `http://localhost:${port}/` },
});
