import { describe, expect, it } from "vitest";
import { webManifest } from "../seo/site-files";
import { cssColor, themeColor } from "./theme-color";

describe("the brand's colours", () => {
  it("come from the stylesheet's tokens, so a changed token reaches the browser's bar and the manifest", () => {
    expect(cssColor(":root { --color-navy-900: #123456; }", "color-navy-900")).toBe("#123456");
    expect(themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(webManifest({ name: "A", shortName: "A", tagline: "A" } as never).theme_color).toBe(themeColor);
  });

  it("stop the build naming a token the stylesheet lacks", () => {
    expect(() => cssColor("", "color-navy-900")).toThrow("src/styles/app.css has no colour --color-navy-900");
  });
});
