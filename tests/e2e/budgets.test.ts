/**
 * Byte budgets of the speed issue, measured exactly from the build output (not timings),
 * gzip-compressed, and the rule behind the JavaScript one: a page downloads no script file
 * before the visitor's first interaction (app/lib/start-app.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sitePages } from "../../src/config/site-pages";
import { modulePreloadsAttribute, waitingModuleType } from "../../src/lib/start-app";
import { expect, startApp, test } from "./fixtures";

const client = join(process.env.BUILD_DIR ?? "build", "client");
/**
 * Before the first interaction, the 110 KB of JavaScript; a page loads none but its
 * inline script (counted here on its own, and in the HTML). On the first interaction the app
 * loads: React 19, React DOM and React Router 8 alone come to about 107 KB gzip (the
 * framework chunk, measured), and the budget guards what the site adds on top (128-133 KB).
 */
const budgetsKb = { jsBeforeInteraction: 110, earlyScript: 2, jsOnInteraction: 140, html: 30, css: 15 };
const frameworkBudgetKb = 110;
const allPaths = [...sitePages.map((entry) => entry.path), "/404"];

function htmlFileFor(path: string): string {
  return path === "/"
    ? join(client, "index.html")
    : path === "/404"
      ? join(client, "404.html")
      : join(client, path, "index.html");
}

const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;
const fileKb = (file: string) => gzipKb(readFileSync(join(client, file)));

function assetsOf(html: string) {
  const scriptTags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scriptTags.filter(
    ([, attributes]) => !/\bsrc=|\btype="(application\/ld\+json|[^"]*-on-interaction)"/.test(attributes!),
  );
  const waiting = new RegExp(`<script type="${waitingModuleType}" ${modulePreloadsAttribute}="([^"]+)"`).exec(html);
  return {
    /** Script files the browser fetches as the page loads: there should be none. */
    scriptsOnLoad: [
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!),
      ...scriptTags.filter(([, attributes]) => /\bsrc=|type="module"/.test(attributes!)).map(([tag]) => tag),
    ],
    /** Every inline script together: the site's own, React Router's context and loader data. */
    inlineScriptsKb: gzipKb(inline.map(([, , text]) => text).join("\n")),
    /** The site's own script before the app (app/lib/before-hydration.ts). */
    earlyScriptKb: gzipKb(inline.find(([, attributes]) => attributes!.includes("data-provider-origin"))?.[2] ?? ""),
    /** Script files the first interaction loads. */
    scriptsOnInteraction: waiting?.[1]?.split(" ") ?? [],
    styles: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!),
  };
}

test.describe("byte budgets per page (gzip)", () => {
  for (const path of allPaths) {
    test(`${path}: no script file before the first interaction, ${budgetsKb.jsOnInteraction} KB JS on it, ${budgetsKb.html} KB HTML, ${budgetsKb.css} KB CSS`, () => {
      const html = readFileSync(htmlFileFor(path), "utf8");
      const { scriptsOnLoad, inlineScriptsKb, earlyScriptKb, scriptsOnInteraction, styles } = assetsOf(html);
      const jsKb = scriptsOnInteraction.reduce((sum, src) => sum + fileKb(src), 0);
      const cssKb = styles.reduce((sum, href) => sum + fileKb(href), 0);
      const htmlKb = gzipKb(html);
      test.info().annotations.push({
        type: "bytes",
        description: `inline JS ${inlineScriptsKb.toFixed(1)} KB (the site's ${earlyScriptKb.toFixed(1)} KB), JS on interaction ${jsKb.toFixed(1)} KB, HTML ${htmlKb.toFixed(1)} KB, CSS ${cssKb.toFixed(1)} KB`,
      });
      expect(scriptsOnLoad).toEqual([]);
      expect(inlineScriptsKb).toBeLessThanOrEqual(budgetsKb.jsBeforeInteraction);
      expect(earlyScriptKb).toBeGreaterThan(0);
      expect(earlyScriptKb).toBeLessThanOrEqual(budgetsKb.earlyScript);
      expect(scriptsOnInteraction.length).toBeGreaterThan(0);
      expect(jsKb).toBeLessThanOrEqual(budgetsKb.jsOnInteraction);
      expect(htmlKb).toBeLessThanOrEqual(budgetsKb.html);
      expect(cssKb).toBeLessThanOrEqual(budgetsKb.css);
    });
  }

  test(`React, React DOM and React Router stay within ${frameworkBudgetKb} KB`, () => {
    const { scriptsOnInteraction } = assetsOf(readFileSync(htmlFileFor("/"), "utf8"));
    const framework = scriptsOnInteraction.filter((src) => /\/(framework|entry\.client|manifest)-/.test(src));
    expect(framework.length).toBeGreaterThanOrEqual(2);
    const kb = framework.reduce((sum, src) => sum + fileKb(src), 0);
    test.info().annotations.push({ type: "bytes", description: `framework ${kb.toFixed(1)} KB` });
    expect(kb).toBeLessThanOrEqual(frameworkBudgetKb);
  });

  test("each page loads only its own route's code", () => {
    const scriptsOf = (path: string) => new Set(assetsOf(readFileSync(htmlFileFor(path), "utf8")).scriptsOnInteraction);
    const home = scriptsOf("/");
    const about = scriptsOf("/about");
    const homeOnly = [...home].filter((src) => !about.has(src));
    const aboutOnly = [...about].filter((src) => !home.has(src));
    expect(homeOnly).toEqual([expect.stringMatching(/^\/assets\/home-/)]);
    expect(aboutOnly).toEqual([expect.stringMatching(/^\/assets\/about-/)]);
  });
});

test.describe("in the browser", () => {
  for (const path of [
    "/",
    "/residential-moving-atlanta",
    "/movers-decatur-ga",
    "/get-a-moving-quote",
    "/no-such-page",
  ]) {
    test(`${path} downloads no script until the visitor interacts, then starts the app`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "load" });
      await page.waitForTimeout(1000);
      expect(scripts).toEqual([]);
      await startApp(page);
      expect(scripts.some((url) => /\/assets\/framework-/.test(url))).toBe(true);
    });
  }
});
