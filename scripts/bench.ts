/**
 * The speed benchmark: builds, serves the build over HTTPS and HTTP/2 as a CDN does (`npm run
 * serve -- --https`), and in the system Chromium
 *   1. runs Lighthouse (mobile emulation, simulated throttling) three times per route and
 *      prints the medians against the speed targets, with a floor for comparison: a page of one
 *      heading and one paragraph with only the site's stylesheet and its two preloaded fonts;
 *   2. runs the first-tap benchmark (scripts/lib/first-tap.ts) on the home page, a city page,
 *      the quote page and the estimator, three times per case, and prints the medians, with a
 *      floor for comparison: the same page with the site's header above it, and no script;
 *   3. times the moving cost estimator's answers on the same slowed phone
 *      (scripts/lib/estimator-response.ts), three times, and prints the medians.
 * Not a test: timings vary from run to run and machine to machine.
 *
 *   npm run bench                           everything
 *   npm run bench -- --routes /,/about      Lighthouse on a subset
 *   npm run bench -- --only lighthouse      or --only first-tap, --only estimator
 *   npm run bench -- --no-build --runs 1
 *   npm run bench -- --dir .tmp/dist-before  an earlier build kept aside (no build), to interleave before and after
 *
 * Why HTTPS and HTTP/2: a visitor reaches the site through a CDN or static host, all of which
 * serve it so. Over plain HTTP/1.1 a browser opens a new connection for each file it asks for
 * at once, and Lighthouse's simulation charges each a handshake that no visitor pays.
 *
 * The quote provider and the map are blocked during Lighthouse (no internet here) and stood
 * in for by local pages during the first-tap runs; the report says so. JSON goes to
 * bench-results/.
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { readBusiness } from "../src/lib/content/content-files.ts";
import { builtPages } from "./lib/built-pages.ts";
import {
  addressBarPopupFeatures,
  chromiumArgs,
  disableFeatures,
  findChromium,
  playwrightDisabledFeatures,
} from "./ensure-chromium.ts";
import { measureEstimatorAnswers, type EstimatorAnswer } from "./lib/estimator-response.ts";
import { measureFirstTap, type FirstTapRun, type TapTrace } from "./lib/first-tap.ts";
import { kinds } from "./lib/trace-breakdown.ts";

const business = readBusiness();

const targets = {
  performance: 100,
  bestPractices: 100,
  fcpMs: 1000,
  lcpMs: 1200,
  tbtMs: 20,
  /** Pages with a React island (more than 30 KB of script) may block a little longer. */
  tbtMsWithReact: 30,
  cls: 0,
  jsKb: 70,
  htmlKb: 30,
  cssKb: 15,
  firstTapInpMs: 80,
  firstTapBlockingMs: 30,
};

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "0" },
    "no-build": { type: "boolean", default: false },
    dir: { type: "string" },
    only: { type: "string" },
  },
});
const parts = ["lighthouse", "first-tap", "estimator"];
if (values.only && !parts.includes(values.only)) throw new Error(`--only takes one of: ${parts.join(", ")}`);
const runLighthouse = !values.only || values.only === "lighthouse";
const runFirstTap = !values.only || values.only === "first-tap";
const runEstimator = !values.only || values.only === "estimator";
const runs = Number(values.runs);
const port = Number(values.port);
/** An unknown path: the host answers with the 404 page and status 404, which Lighthouse scores only when told to. */
const notFoundPath = "/no-such-page";
const thirdPartyPatterns = [new URL(business.quoteForm.formPageUrl).host, new URL(business.map.embedUrl).host].map(
  (host) => `*${host}*`,
);

if (!values["no-build"] && !values.dir) execSync("npm run build", { stdio: "inherit" });

const buildDir = values.dir ?? "dist";
/** Every page of the build measured (a build kept aside may have other pages than dist/). */
const routes = values.routes?.split(",") ?? [...builtPages(buildDir).map((entry) => entry.path), notFoundPath];

/**
 * Serves a folder as `npm run serve -- --https` does, and resolves once it listens. A port
 * already taken stops the benchmark: it must never measure whatever else answers there (an older build).
 */
function startServer(port: number, dir: string): Promise<{ server: ChildProcess; origin: string }> {
  const server = spawn(process.execPath, ["scripts/serve.ts", "--https", "--port", String(port), "--dir", dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.on("exit", () => server.kill());
  return new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`The static server stopped (exit code ${code}).`)));
    server.stdout!.on("data", (chunk: Buffer) => {
      const origin = /https:\/\/[^\s]+/.exec(chunk.toString())?.[0];
      if (origin) resolve({ server, origin: origin.replace("127.0.0.1", "localhost") });
    });
  });
}

/**
 * The floors: a folder with the least a page of the site can be, and the files it fetches. No
 * page of the site can do better than them under the same measurement.
 *   /       Lighthouse's: the built home page's stylesheet and font preloads, and one heading
 *           and paragraph in the two faces.
 *   /menu/  the first tap's: the same, under the site's header with its phone menu (a native
 *           <details>, so no script), on a page tall enough for the benchmark's scroll.
 */
function writeFloorSite(): string {
  const home = readFileSync(join(buildDir, "index.html"), "utf8");
  const head = [
    ...home.matchAll(
      /<link rel="stylesheet"[^>]*>|<link rel="preload"[^>]*as="font"[^>]*>|<style>@font-face[\s\S]*?<\/style>/g,
    ),
  ].map((match) => match[0]);
  const header = /<header[\s\S]*?<\/header>/.exec(home)?.[0];
  if (!header) throw new Error("The built home page has no <header> for the first tap's floor");
  const root = mkdtempSync(join(tmpdir(), "bench-floor-"));
  for (const [path] of [...head, header].join("").matchAll(/\/_astro\/[^"')\s,]+/g))
    for (const file of [path, `${path}.br`, `${path}.gz`].filter((file) => existsSync(join(buildDir, file)))) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      copyFileSync(join(buildDir, file), join(root, file));
    }
  const text = (words: string) => words.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text(business.name)}</title><link rel="icon" href="data:,"><meta name="description" content="The benchmark's floor.">${head.join("")}</head><body>${body}</body></html>`;
  const words =
    `<h1 class="font-display text-4xl font-bold" style="font-family: var(--font-fraunces)">${text(business.name)}</h1>` +
    `<p class="mt-6 text-lead" style="font-family: var(--font-figtree)">${text(business.tagline)}</p>`;
  writeFileSync(join(root, "index.html"), page(`<main class="px-5 py-16">${words}</main>`));
  mkdirSync(join(root, "menu"));
  writeFileSync(
    join(root, "menu", "index.html"),
    page(`${header}<main class="px-5 py-16" style="min-height: 200vh">${words}</main>`),
  );
  writeFileSync(join(root, "404.html"), page("<h1>Not found</h1>"));
  process.on("exit", () => rmSync(root, { recursive: true, force: true }));
  return root;
}

const { server, origin } = await startServer(port, buildDir);
const floor = runLighthouse || runFirstTap ? await startServer(0, writeFloorSite()) : undefined;
/** The self-signed certificate of the local HTTPS server. */
const browserArgs = [...chromiumArgs, "--ignore-certificate-errors"];
/** The first-tap runs' browser, driven by Playwright. */
const playwrightArgs = [...browserArgs, disableFeatures(playwrightDisabledFeatures, addressBarPopupFeatures)];
/** Lighthouse's browser: chrome-launcher's own flags, with the address bar's popup added to its disabled features. */
const lighthouseFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith("--disable-features=")
    ? disableFeatures(flag.slice("--disable-features=".length).split(","), addressBarPopupFeatures)
    : flag,
);

type RouteResult = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  htmlKb: number;
  cssKb: number;
  misses: string[];
};

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type NetworkItem = { resourceType?: string; transferSize?: number; url: string };

type Measurement = Omit<RouteResult, "route" | "misses">;

/**
 * One Lighthouse run in a browser of its own (a new, empty profile): every run is a visitor's
 * first visit, as a fresh profile guarantees for every kind of storage, not only the HTTP
 * cache Lighthouse clears between runs.
 */
async function measure(url: string): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    ignoreDefaultFlags: true,
    chromeFlags: [...lighthouseFlags, "--headless=new", ...browserArgs],
  });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      blockedUrlPatterns: thirdPartyPatterns,
      ignoreStatusCode: url.endsWith(notFoundPath),
    });
  } finally {
    // The next run starts only once this browser has gone: its shutdown would slow the next page.
    const exited = new Promise((resolve) => chrome.process.once("exit", resolve));
    chrome.kill();
    await exited;
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.url.startsWith(new URL(url).origin));
  const kb = (type: string) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) /
    1024;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsKb: kb("Script"),
    htmlKb: kb("Document"),
    cssKb: kb("Stylesheet"),
  };
}

/** The floor's row is named so. */
const floorRoute = "(floor)";
const results: RouteResult[] = [];
for (const route of runLighthouse ? [...routes, floorRoute] : []) {
  const url = route === floorRoute ? `${floor!.origin}/` : `${origin}${route}`;
  const samples: Measurement[] = [];
  for (let run = 0; run < runs; run++) samples.push(await measure(url));
  const pick = (key: keyof Measurement) => median(samples.map((sample) => sample[key]));
  const row = {
    route,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: Math.round(pick("fcpMs")),
    lcpMs: Math.round(pick("lcpMs")),
    tbtMs: Math.round(pick("tbtMs")),
    cls: Number(pick("cls").toFixed(3)),
    jsKb: Number(pick("jsKb").toFixed(1)),
    htmlKb: Number(pick("htmlKb").toFixed(1)),
    cssKb: Number(pick("cssKb").toFixed(1)),
  };
  const misses = [
    row.performance < targets.performance && "performance",
    row.bestPractices < targets.bestPractices && "best-practices",
    row.fcpMs > targets.fcpMs && "FCP",
    row.lcpMs > targets.lcpMs && "LCP",
    row.tbtMs > (row.jsKb > 30 ? targets.tbtMsWithReact : targets.tbtMs) && "TBT",
    row.cls > targets.cls && "CLS",
    row.jsKb > targets.jsKb && "JS",
    row.htmlKb > targets.htmlKb && "HTML",
    row.cssKb > targets.cssKb && "CSS",
  ].filter((miss): miss is string => Boolean(miss));
  results.push({ ...row, misses });
  console.log(`measured ${route}`);
}

// Written and printed now, so that a failure in the first-tap runs loses none of it.
mkdirSync("bench-results", { recursive: true });
if (runLighthouse) {
  writeFileSync(
    "bench-results/lighthouse.json",
    JSON.stringify({ date: new Date().toISOString(), runs, targets, blocked: thirdPartyPatterns, results }, null, 2),
  );
  const header =
    "| route | perf | a11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | HTML KB | CSS KB | misses |";
  console.log(
    `\nLighthouse ${runs}x per route (median), mobile, simulated throttling, over HTTPS and HTTP/2; third parties blocked: ${thirdPartyPatterns.join(", ")}.\n` +
      `${floorRoute}: one heading and one paragraph with only the site's stylesheet and two preloaded fonts, the least a page of the site can load.\n`,
  );
  console.log(header);
  console.log(header.replace(/[^|]/g, "-"));
  for (const r of results) {
    console.log(
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.htmlKb} | ${r.cssKb} | ${r.misses.join(", ") || "none"} |`,
    );
  }
}

/** The first-tap cases: the issue's four pages, two scroll times, four tap delays. */
const firstTapRoutes = values.routes?.split(",") ?? [
  "/",
  "/movers-decatur-ga",
  "/get-a-moving-quote",
  "/moving-cost-estimator",
];
const scrollDelays = [300, 1500];
const tapDelays = [100, 500, 1000, 2000];
type FirstTapResult = { route: string; scrollDelayMs: number; tapDelayMs: number } & FirstTapRun;
const firstTapResults: FirstTapResult[] = [];
/** One traced tap per route and scroll time, at the earliest tap delay: where the tap's time goes. */
const tapTraces: ({ route: string; scrollDelayMs: number; tapDelayMs: number } & TapTrace)[] = [];
if (runFirstTap) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: playwrightArgs });
  const thirdPartyOrigins = [business.quoteForm.formPageUrl, business.map.embedUrl].map((url) => new URL(url).origin);
  try {
    for (const route of [...firstTapRoutes, floorRoute])
      for (const scrollDelayMs of scrollDelays)
        for (const tapDelayMs of tapDelays) {
          const url = route === floorRoute ? `${floor!.origin}/menu/` : `${origin}${route}`;
          const samples: FirstTapRun[] = [];
          for (let run = 0; run < runs; run++)
            samples.push(
              await measureFirstTap(browser, url, {
                scrollDelayMs,
                tapDelayMs,
                thirdPartyOrigins,
              }),
            );
          const pick = (key: keyof FirstTapRun) => median(samples.map((sample) => sample[key]));
          firstTapResults.push({
            route,
            scrollDelayMs,
            tapDelayMs,
            inpMs: pick("inpMs"),
            menuVisibleMs: pick("menuVisibleMs"),
            blockingMs: pick("blockingMs"),
          });
          console.log(`first tap ${route}, scroll at ${scrollDelayMs} ms, tap ${tapDelayMs} ms later`);
          if (tapDelayMs !== tapDelays[0]) continue;
          const { trace } = await measureFirstTap(browser, url, {
            scrollDelayMs,
            tapDelayMs,
            thirdPartyOrigins,
            trace: true,
          });
          tapTraces.push({ route, scrollDelayMs, tapDelayMs, ...trace! });
        }
  } finally {
    await browser.close();
  }
}

// Reported before the estimator runs, so a failure there loses none of these runs.
if (runFirstTap)
  writeFileSync(
    "bench-results/first-tap.json",
    JSON.stringify({ date: new Date().toISOString(), runs, targets, results: firstTapResults, tapTraces }, null, 2),
  );

if (firstTapResults.length > 0) {
  console.log(
    `\nFirst tap: CPU 4x slower, slow 4G, 390 px phone; median of ${runs}. INP is the tap's Event Timing duration ` +
      `(0 = under the 16 ms the browser reports); blocking is long-task time over 50 ms from the scroll to 1 s after the tap.\n` +
      `${floorRoute}: the site's header over one heading and one paragraph, with the site's stylesheet and fonts and no script, the least a page of the site can be for this tap.\n`,
  );
  console.log(
    "| route | scroll at | INP ms, tap 100 / 500 / 1000 / 2000 ms after | menu visible ms | blocking ms | misses |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const route of [...firstTapRoutes, floorRoute])
    for (const scrollDelayMs of scrollDelays) {
      const rows = firstTapResults.filter((row) => row.route === route && row.scrollDelayMs === scrollDelayMs);
      const misses = [
        rows.some((row) => row.inpMs > targets.firstTapInpMs) && "INP",
        rows.some((row) => row.blockingMs > targets.firstTapBlockingMs) && "blocking",
      ].filter(Boolean);
      const list = (key: keyof FirstTapRun) => rows.map((row) => row[key]).join(" / ");
      console.log(
        `| ${route} | ${scrollDelayMs} ms | ${list("inpMs")} | ${list("menuVisibleMs")} | ${list("blockingMs")} | ${misses.join(", ") || "none"} |`,
      );
    }
  console.log(
    `\nThe tap traced (one more run per row, tap ${tapDelays[0]} ms after the scroll; tracing slows it, so its INP is not a sample): ` +
      `main-thread self time in ms from the tap's first input event to the end of the interaction, by kind, and raster-thread time; ` +
      `then the longest paints, by the element that owns the painted layer.\n`,
  );
  console.log(`| route | scroll at | traced INP | ${kinds.join(" | ")} | longest paints |`);
  console.log(`|---|---|---|${kinds.map(() => "---|").join("")}---|`);
  for (const row of tapTraces)
    console.log(
      `| ${row.route} | ${row.scrollDelayMs} ms | ${row.inpMs} | ${kinds.map((kind) => row.kinds[kind]).join(" | ")} | ${row.paints
        .map((paint) => `${paint.element} ${paint.size} ${paint.ms} ms`)
        .join("; ")} |`,
    );
}

const estimatorPath = "/moving-cost-estimator";
let estimatorResults: EstimatorAnswer[] = [];
if (runEstimator) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: playwrightArgs });
  const thirdPartyOrigins = [business.quoteForm.formPageUrl, business.map.embedUrl].map((url) => new URL(url).origin);
  try {
    const samples: EstimatorAnswer[][] = [];
    for (let run = 0; run < runs; run++)
      samples.push(await measureEstimatorAnswers(browser, `${origin}${estimatorPath}`, thirdPartyOrigins));
    estimatorResults = samples[0]!.map(({ answer }, index) => ({
      answer,
      inpMs: median(samples.map((sample) => sample[index]!.inpMs)),
    }));
  } finally {
    await browser.close();
  }
}
server.kill();
floor?.server.kill();

if (estimatorResults.length > 0) {
  writeFileSync(
    "bench-results/estimator.json",
    JSON.stringify({ date: new Date().toISOString(), runs, targets, results: estimatorResults }, null, 2),
  );
  console.log(
    `\nEstimator answers on ${estimatorPath}: CPU 4x slower, slow 4G; median of ${runs}. ` +
      `Each answer's Event Timing duration, input to the paint that shows the new range (0 = under 16 ms).\n`,
  );
  console.log(`| ${estimatorResults.map((row) => row.answer).join(" | ")} |`);
  console.log(`|${estimatorResults.map(() => "---|").join("")}`);
  console.log(`| ${estimatorResults.map((row) => `${row.inpMs} ms`).join(" | ")} |`);
}
