/**
 * The browser tests drive the system Chromium, never a downloaded one. Run as a script, this
 * installs Debian's package when absent and we are root, or says what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/**
 * Flags for headless Chromium with no internet: without background networking it stalls on
 * look-ups, and the dead proxy fails at once any request a test forgot to route (loopback exempt).
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=127.0.0.1;localhost;[::1]",
];

/** The features the installed Playwright disables, read from its own source. */
export function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list)
    throw new Error("playwright-core no longer declares `disabledFeatures = [...]`: check its switches by hand");
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]!);
}

/**
 * Chromium 156 loads each new window's address-bar popup as a page of its own: 1.5 to 3 s of CPU
 * while the page under test loads, which no visitor's page pays. Neither the tests nor the bench run it.
 */
export const addressBarPopupFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** One --disable-features switch for several lists: Chromium keeps only the last such switch. */
export const disableFeatures = (...lists: string[][]) => `--disable-features=${lists.flat().join(",")}`;

/**
 * Flags for the browser tests and the screenshots: no address-bar popup (a third of the tests' CPU),
 * and cross-origin frames in their page's process, as on most phones. Playwright's own
 * --disable-features list is repeated, or our switch would replace it.
 */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  "--disable-site-isolation-trials",
  disableFeatures(playwrightDisabledFeatures(), addressBarPopupFeatures),
];

if (import.meta.main) {
  if (!findChromium() && process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!findChromium()) {
    console.error(
      "No Chromium found for the browser tests. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  console.log(`Browser tests use ${findChromium()}`);
}
