/**
 * PNGs in screenshots/ of every built page at 375 and 1280 px, the menus, the quote popup and the
 * quote form's waiting and failure states, with the browser tests' stand-ins and reduced motion.
 *
 *   npm run screenshots [-- /about /contact] [--dir <a build>]   (after npm run build)
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { pageReady, routeThirdParties, type ProviderMode } from "../tests/e2e/fixtures.ts";
import { builtPages } from "./lib/built-pages.ts";
import { findChromium, playwrightChromiumArgs } from "./ensure-chromium.ts";
import { serveBuild } from "./serve.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: "string", default: "dist" } },
});
const outDir = "screenshots";

async function newPage(width: number, provider: ProviderMode) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    reducedMotion: "reduce",
  });
  await routeThirdParties(context, provider);
  return context.newPage();
}

async function shoot(page: Page, name: string, fullPage = true) {
  const file = `${outDir}/${name}.png`;
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

const server = await serveBuild(values.dir);
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: playwrightChromiumArgs });
rmSync(outDir, { recursive: true, force: true });

try {
  const paths = positionals.length
    ? positionals
    : [...new Set(builtPages(values.dir).map((entry) => entry.canonicalPath)), "/404"];
  for (const width of [375, 1280]) {
    const page = await newPage(width, "stand-in");
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await pageReady(page);
      // Scrolled through, so lazy images load, and back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await shoot(page, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}`);
    }

    // The header's menus and the popup, on the home page's first screen.
    await page.goto(`${base}/`);
    await pageReady(page);
    if (width < 1024) {
      await page.locator("summary[aria-label='Menu']").click();
      await shoot(page, `mobile-menu-${width}`, false);
    } else {
      await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" }).click();
      await shoot(page, `services-menu-${width}`, false);
    }
    await page.goto(`${base}/storage-solutions`);
    await pageReady(page);
    await page.evaluate(() => window.showQuoteForm?.());
    await page.getByRole("dialog").waitFor();
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await shoot(page, `quote-popup-${width}`, false);
    await page.context().close();

    // The quote form while the provider's form loads, and when the provider is down.
    for (const [mode, state] of Object.entries({ silent: "waiting", down: "failed" }) as [ProviderMode, string][]) {
      const statePage = await newPage(width, mode);
      await statePage.goto(`${base}/get-a-moving-quote`, { waitUntil: "domcontentloaded" });
      await statePage.locator("main [data-quote-frame]").first().scrollIntoViewIfNeeded();
      await statePage.locator(`main [data-quote-frame="${state}"]`).first().waitFor();
      await shoot(statePage, `quote-form-${state}-${width}`, false);
      await statePage.context().close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
