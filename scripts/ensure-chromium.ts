/**
 * The browser tests drive the system Chromium (never a downloaded browser build).
 * Finds it via CHROME_PATH or /usr/bin/chromium, installs Debian's package when absent
 * and we are root, and otherwise stops with a message that says what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

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
 * Flags for headless Chromium on a machine with no internet: without the background-networking
 * flags it stalls on look-ups, and the dead proxy makes any request a test forgot to route fail
 * at once instead of hanging. Loopback is exempt.
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

/**
 * Playwright's own --disable-features list (playwright-core 1.65). Chromium keeps only the last
 * --disable-features switch, so `playwrightChromiumArgs` repeats it with ours; a unit test
 * (tests/unit/browser-switches.test.ts) says when Playwright's list changes.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Flags for the Chromium that Playwright drives (the browser tests, the screenshots). Two costs
 * that are no part of a visitor's page go, which were a third of the browser tests' CPU on a
 * 2-core machine:
 * - each new window loads its address bar's suggestion popup as a web page of its own (about
 *   3 s of CPU here), once per test;
 * - each cross-origin frame (the quote form, the map) gets a process of its own. Phones mostly
 *   keep them in the page's process too: Android isolates only sites people sign in to.
 * The bench keeps Chrome's defaults: it measures what a visitor's browser does.
 */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  "--disable-site-isolation-trials",
  `--disable-features=${[...playwrightDisabledFeatures, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"].join(",")}`,
];

function install(): void {
  console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

if (import.meta.main) {
  if (!findChromium()) {
    if (process.getuid?.() === 0) install();
    if (!findChromium()) {
      console.error(
        "No Chromium found for the browser tests. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
      );
      process.exit(1);
    }
  }
  console.log(`Browser tests use ${findChromium()}`);
}
