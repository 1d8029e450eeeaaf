import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { playwrightChromiumArgs, playwrightDisabledFeatures } from "./ensure-chromium.ts";

/** The features the installed Playwright disables, read from its own source. */
function installedPlaywrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list)
    throw new Error("playwright-core no longer declares `disabledFeatures = [...]`: check its switches by hand");
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]!);
}

describe("the flags Playwright's Chromium runs with", () => {
  test("the one --disable-features switch keeps every feature Playwright itself disables", () => {
    // Chromium keeps only the last --disable-features: ours must carry Playwright's list.
    expect(playwrightDisabledFeatures).toEqual(installedPlaywrightDisabledFeatures());
    const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.slice("--disable-features=".length).split(",")).toEqual(
      expect.arrayContaining([...playwrightDisabledFeatures, "WebUIOmniboxPopup"]),
    );
  });
});
