/**
 * Checks that run inside a loaded page: axe-core, the page's Content-Security-Policy
 * violations as the browser reports them, and whether it scrolls sideways on a phone.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { expect, providerOrigin } from "./fixtures";

const axePath = fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/** Where axe is served from: the site's own origin, which its policy allows (no bypassing the CSP). */
const axeUrl = "/__axe-under-test.js";

/** Lets the page load axe from its own origin; call before page.goto. */
export async function serveAxe(page: Page) {
  await page.route(`**${axeUrl}`, (route) => route.fulfill({ path: axePath, contentType: "text/javascript" }));
}

/** Runs axe (WCAG 2.0-2.2, A and AA) on the page as it is now; returns one line per violating element. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: axeUrl });
  // axe reads colors from what is painted, and a section below the screen is painted only as it nears
  // it (content-visibility in app.css): for the check every section is drawn, as the visitor will see it.
  const results = await page.evaluate(async (tags) => {
    const deferred = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of deferred) element.style.contentVisibility = "visible";
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    // The provider's form and the map are third-party documents; their <iframe> title is still checked.
    const run = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      iframes: false,
      resultTypes: ["violations"],
    });
    for (const element of deferred) element.style.contentVisibility = "";
    return run;
  }, wcagTags);
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]?.trim() ?? violation.help}`,
    ),
  );
}

/** Records CSP violations from the first script on, before the page's own code runs. Call before page.goto. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) messages.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => messages.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return messages;
}

/**
 * The real provider script injects a <style> element and sizes the iframe; the stand-in
 * does the same, so the policy is tested against what the provider actually does.
 */
export async function routeProviderScriptLikeTheRealOne(page: Page) {
  await page.route(`${providerOrigin}/**/*.js`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const style = document.createElement("style");
        style.textContent = ".ep-iFrameContainer { position: relative; }";
        document.head.appendChild(style);
        for (const frame of document.querySelectorAll("iframe[data-form-id]")) frame.style.minHeight = frame.style.minHeight || "800px";
      })();`,
    }),
  );
}

/**
 * Gives the requests the page has started (lazy images, iframes, the video) time to be
 * made: a blocked one reports its violation the moment it is attempted. A looping
 * background video can keep the network busy for good, so this waits 5 s at most.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
}

/** The phone widths no page may scroll sideways at. */
export const phoneWidths = [320, 375, 414];

/** How far the document reaches past the right edge of the screen, and what reaches furthest. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = "";
    let right = width;
    for (const element of document.body.querySelectorAll("*")) {
      const edge = element.getBoundingClientRect().right + window.scrollX;
      if (edge > right) [right, widest] = [edge, `${element.tagName.toLowerCase()}.${element.className}`];
    }
    return { by: document.documentElement.scrollWidth - width, widest };
  });

/** At each phone width, with the phone menu closed and open, the document is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, path: string) {
  const menu = page.locator("summary[aria-label='Menu']");
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  // Opened once and closed once: the menu stays as it is while the screen changes width.
  for (const open of [false, true]) {
    if (open) await menu.click();
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 740 });
      const where = `${path} at ${width} px${open ? ", menu open" : ""}`;
      await expect(mobileNav, where).toBeVisible({ visible: open });
      expect(await sidewaysOverflow(page), where).toEqual(expect.objectContaining({ by: 0 }));
    }
  }
  await menu.click();
  await expect(mobileNav).toBeHidden();
}
