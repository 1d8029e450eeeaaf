/** The system Chromium, never a downloaded one; run as a script, installs Debian's package as root. */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const findChromium = () =>
  [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));

/** Headless with no internet: the dead proxy fails at once any request a test forgot to route. */
const chromiumArgs = (
  "--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update " +
  "--disable-sync --disable-dev-shm-usage --proxy-server=http://127.0.0.1:9 --proxy-bypass-list=127.0.0.1;localhost;[::1]"
).split(" ");

/** The features the installed Playwright disables, read from its own source. */
export function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list)
    throw new Error("playwright-core no longer declares `disabledFeatures = [...]`: check its switches by hand");
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]!);
}

/**
 * Flags with cross-origin frames in their page's process, as on most phones, and without the address-bar
 * popup Chromium 156 loads as a page (1.5 to 3 s of CPU no visitor's page pays). One --disable-features
 * switch holds the caller's own list too: Chromium keeps only the last.
 */
export const phoneLikeArgs = (disabledFeatures: string[]) => [
  ...chromiumArgs,
  "--disable-site-isolation-trials",
  `--disable-features=${[...disabledFeatures, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"].join(",")}`,
];

/** For Playwright, whose own disabled features must stay in that switch. */
export const playwrightChromiumArgs = phoneLikeArgs(playwrightDisabledFeatures());

if (import.meta.main) {
  if (!findChromium() && process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execSync("apt-get update -qq && apt-get install -y -qq chromium", { stdio: "inherit", env });
  }
  if (!findChromium()) {
    console.error(
      "No Chromium found for the browser tests. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  console.log(`Browser tests use ${findChromium()}`);
}
