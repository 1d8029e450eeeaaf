import { describe, expect, test } from "vitest";
import { playwrightChromiumArgs, playwrightDisabledFeatures } from "./ensure-chromium.ts";

describe("the flags Playwright's Chromium runs with", () => {
  test("the one --disable-features switch keeps every feature Playwright itself disables", () => {
    // Chromium keeps only the last --disable-features: ours must carry Playwright's list, read from its source.
    const playwrights = playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(5);
    const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.slice("--disable-features=".length).split(",")).toEqual(
      expect.arrayContaining([...playwrights, "WebUIOmniboxPopup"]),
    );
  });
});
