/** The system Chromium, never a downloaded one; run as a script, installs Debian's package as root. */
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

/** Headless with no internet: the dead proxy fails at once any request a test forgot to route. */
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

/** Chromium 156 loads each window's address-bar popup as a page: 1.5 to 3 s of CPU no visitor's page pays. */
export const addressBarPopupFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** One --disable-features switch for several lists: Chromium keeps only the last such switch. */
export const disableFeatures = (...lists: string[][]) => `--disable-features=${lists.flat().join(",")}`;

/** For Playwright: cross-origin frames in their page's process, as on phones; Playwright's own features kept off. */
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
