/**
 * Full-page screenshots of pages at a phone and a desktop width, for looking at what we build.
 * Usage: npx node scripts/screenshot.ts --base http://localhost:3000 /about /contact
 * Writes .tmp/screens/<page>-<width>.png. Third-party hosts are blocked.
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "./ensure-chromium.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    widths: { type: "string", default: "375,1280" },
  },
});
const widths = values.widths.split(",").map(Number);
const outDir = ".tmp/screens";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: chromiumArgs,
});
for (const path of positionals.length ? positionals : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: width < 768 ? 812 : 900 },
      reducedMotion: "reduce",
    });
    await page.goto(new URL(path, values.base).toString(), { waitUntil: "networkidle" }).catch(() => {});
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
