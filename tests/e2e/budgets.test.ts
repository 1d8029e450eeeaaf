/**
 * Byte budgets, measured exactly from the build output (not timings): what each page makes
 * the browser download, compressed as the server sends it. JavaScript is every script file a
 * page can load (its islands' modules and everything they import, React DOM included) plus
 * its inline scripts. That a visit fetches no script beyond these, however far it scrolls and
 * whatever menu or popup it opens, is checked on every page's visit in every-page.test.ts.
 */
import { brotliCompressSync, gzipSync } from "node:zlib";
import { canonicalPages } from "../../scripts/lib/site-urls.ts";
import { asset, moduleGraph, pageAssets, readPage } from "./build-output";
import { expect, test } from "./fixtures";

/**
 * KB. Only the pages with an island whose state the visitor changes (the estimator, the
 * checklist) load React; every other page is held to 30 KB of JavaScript, uncompressed. React
 * and React DOM 19.3 alone are 68.2 KB gzip (58.8 KB brotli), so the React pages' 70 KB is held
 * in brotli, the encoding every current browser is sent (npm start, nginx, Netlify and
 * Cloudflare all serve it); gzip, for older clients, is capped a little above what they measure.
 */
const budgets = { jsBrotli: 70, jsGzip: 82, inlineJsGzip: 5, html: 30, css: 15 };
const withoutReactBudget = 30;
const reactPages = new Set(["/moving-cost-estimator", "/moving-checklist"]);
// The short service aliases are the same files as their -atlanta twins (service-pages.test.ts).
const allPaths = [...canonicalPages.map((entry) => entry.path), "/404"];

/** The shared React chunk (astro.config.ts names it) among a page's scripts. */
const isReact = (file: string) => /\/react\.[\w-]+\.js$/.test(file);

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (text: string | Buffer) => kb(gzipSync(text, { level: 9 }).length);
const brotliKb = (text: string | Buffer) => kb(brotliCompressSync(text).length);

const compressed = new Map<string, { gzip: number; brotli: number }>();
/** A built file's compressed sizes in KB, worked out once per worker: the pages share their scripts and styles. */
function compressedKb(url: string) {
  if (!compressed.has(url)) compressed.set(url, { gzip: gzipKb(asset(url)), brotli: brotliKb(asset(url)) });
  return compressed.get(url)!;
}

test.describe("byte budgets per page", () => {
  for (const path of allPaths) {
    test(`${path}: JS within ${budgets.jsBrotli} KB brotli (${budgets.jsGzip} KB gzip), ${budgets.inlineJsGzip} KB inline, ${budgets.html} KB HTML, ${budgets.css} KB CSS`, () => {
      const html = readPage(path);
      const { scriptFiles, inlineScripts, styles } = pageAssets(path);
      const files = scriptFiles.map(asset);
      const jsGzip = scriptFiles.reduce((sum, url) => sum + compressedKb(url).gzip, 0) + gzipKb(inlineScripts);
      const jsBrotli = scriptFiles.reduce((sum, url) => sum + compressedKb(url).brotli, 0) + brotliKb(inlineScripts);
      const inlineGzip = gzipKb(inlineScripts);
      const cssKb = styles.reduce((sum, href) => sum + compressedKb(href).gzip, 0);
      const htmlKb = gzipKb(html);
      test.info().annotations.push({
        type: "bytes",
        description: `JS ${jsGzip.toFixed(1)} KB gzip / ${jsBrotli.toFixed(1)} KB brotli in ${files.length} files (inline ${inlineGzip.toFixed(1)} KB), HTML ${htmlKb.toFixed(1)} KB, CSS ${cssKb.toFixed(1)} KB`,
      });
      expect(files.length, "a page loads its script").toBeGreaterThan(0);
      if (!reactPages.has(path)) {
        expect(scriptFiles.filter(isReact), "React on a page whose state nobody changes").toEqual([]);
        const raw = kb(files.reduce((sum, file) => sum + file.length, 0) + Buffer.byteLength(inlineScripts));
        expect(raw, "KB of JavaScript, uncompressed").toBeLessThanOrEqual(withoutReactBudget);
      } else expect(scriptFiles.some(isReact), "the island's page loads React").toBe(true);
      expect(jsBrotli).toBeLessThanOrEqual(budgets.jsBrotli);
      expect(jsGzip).toBeLessThanOrEqual(budgets.jsGzip);
      expect(inlineGzip).toBeLessThanOrEqual(budgets.inlineJsGzip);
      expect(htmlKb).toBeLessThanOrEqual(budgets.html);
      expect(cssKb).toBeLessThanOrEqual(budgets.css);
    });
  }

  // Chromium's installability check fetches it as a page loads, beside the stylesheet, fonts and scripts.
  test("the app icon every first visit fetches stays within 4 KB", () => {
    expect(kb(asset("/icon-192.png").length)).toBeLessThanOrEqual(4);
  });

  test("no icon library ships to the browser: islands get their icons as static HTML", () => {
    for (const path of ["/", "/moving-checklist", "/moving-cost-estimator"]) {
      const { scriptFiles } = pageAssets(path);
      for (const file of scriptFiles) expect(asset(file).toString("utf8"), `${path}: ${file}`).not.toContain("lucide");
    }
  });

  test("the page script counting conversions carries no React", () => {
    const html = readPage("/");
    const pageScript = /<script type="module" src="(\/_astro\/site-layout[^"]+\.js)"/.exec(html)?.[1];
    expect(pageScript, "the layout's page script is a module of its own").toBeTruthy();
    const code = moduleGraph([pageScript!])
      .map((file) => asset(file).toString("utf8"))
      .join("\n");
    expect(code).toContain("dataLayer");
    expect(code).not.toContain("react.transitional.element");
  });
});
