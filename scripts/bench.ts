/**
 * `npm run bench` (issue 43; README, "Testing"): the build served over HTTPS and HTTP/2 beside a quote
 * provider as heavy as a real one, measured with Lighthouse's APIs, the median of 5 runs each in a new
 * Chromium: every route beside a bare floor page, the first tap as a user flow with web-vitals'
 * attribution beside a floor. Prints tables, writes bench-results/.
 *
 *   npm run bench [-- --check] [--routes /,/about] [--runs 1] [--only lighthouse|first-tap]
 *                 [--dir <a build kept aside, not rebuilt>] [--provider heavy|slow|failing]
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import lighthouse, { startFlow, type Flags } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import type { INPAttribution } from "web-vitals/attribution";
import { readBusiness } from "../src/lib/content/content-files.ts";
import { builtPages } from "./lib/built-pages.ts";
import { serveBuild } from "./serve.ts";
import { providerKinds, startProvider, type ProviderKind } from "./lib/provider-stand-in.ts";
import { findChromium, phoneLikeArgs } from "./ensure-chromium.ts";

const business = readBusiness();

/** Issue 43's targets: every route against the floor measured in the same run, every tap against the tap's floor. */
const targets = { performance: 100, bestPractices: 100, lcpOverFloorMs: 300, tbtOverFloorMs: 30, cls: 0, tapMs: 100 };

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "5" },
    dir: { type: "string" },
    only: { type: "string" },
    provider: { type: "string", default: "heavy" },
    check: { type: "boolean", default: false },
  },
});
if (![undefined, "lighthouse", "first-tap"].includes(values.only))
  throw new Error("--only takes lighthouse or first-tap");
if (!(values.provider in providerKinds))
  throw new Error(`--provider takes one of: ${Object.keys(providerKinds).join(", ")}`);
const runs = (part: string) => !values.only || values.only === part;
const sampleCount = Number(values.runs);
/** An unknown path: the host answers with the 404 page and status 404, which Lighthouse scores only when told to. */
const notFoundPath = "/no-such-page";

if (!values.dir) execSync("npm run build", { stdio: "inherit" });
const buildDir = values.dir ?? "dist";
const routes = values.routes?.split(",") ?? [...builtPages(buildDir).map((page) => page.path), notFoundPath];
const tapRoutes = values.routes?.split(",") ?? ["/", "/movers-decatur-ga", "/get-a-moving-quote"];

/** Serves a folder over HTTPS and HTTP/2 on a port the system picks. */
const serve = async (dir: string) => `https://localhost:${(await serveBuild(dir, { https: true })).port}`;

/**
 * The floors, in a folder of their own: / has one heading and one paragraph, nothing else; /menu/ the
 * built home page's header (a native <details> menu), stylesheet and fonts over them, no script.
 */
function writeFloors(): string {
  const home = readFileSync(join(buildDir, "index.html"), "utf8");
  const fontsAndStyles =
    /<link rel="stylesheet"[^>]*>|<link rel="preload"[^>]*as="font"[^>]*>|<style>@font-face[\s\S]*?<\/style>/g;
  const head = [...home.matchAll(fontsAndStyles)].map((match) => match[0]).join("");
  const header = /<header[\s\S]*?<\/header>/.exec(home)?.[0];
  if (!header) throw new Error("The built home page has no <header> for the tap's floor");
  const root = mkdtempSync(join(tmpdir(), "bench-floor-"));
  process.on("exit", () => rmSync(root, { recursive: true, force: true }));
  symlinkSync(resolve(buildDir, "_astro"), join(root, "_astro"));
  const page = (headTags: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="The benchmark's floor.">${headTags}</head><body>${body}</body></html>`;
  const words = `<h1>${business.name}</h1><p>${business.tagline}</p>`;
  writeFileSync(join(root, "index.html"), page("", `<main>${words}</main>`));
  const menuPage = page(head, `${header}<main class="px-5 py-16" style="min-height: 300vh">${words}</main>`);
  writeFileSync(join(root, "menu.html"), menuPage);
  writeFileSync(join(root, "404.html"), page("", "<h1>Not found</h1>"));
  return root;
}

const provider = await startProvider(values.provider as ProviderKind, new URL(business.quoteForm.formPageUrl).host);
const origin = await serve(buildDir);
const floorOrigin = await serve(writeFloors());
const floorRoute = "(floor)";
const urlOf = (route: string, floorPath = "/") => (route === floorRoute ? floorOrigin + floorPath : origin + route);

const launchOptions = {
  executablePath: findChromium(),
  args: provider.browserArgs([...phoneLikeArgs(["IsolateOrigins", "site-per-process"]), "--ignore-certificate-errors"]),
  defaultViewport: null,
};
/** One sample per run, each in a new browser with an empty profile: a visitor's first visit. */
async function measure<T>(use: (page: Page) => Promise<T>): Promise<T[]> {
  const samples: T[] = [];
  for (let run = 0; run < sampleCount; run++) {
    const browser = await puppeteer.launch(launchOptions);
    try {
      samples.push(await use(await browser.newPage()));
    } finally {
      await browser.close();
    }
  }
  return samples;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
/** Each figure's median over the runs. */
const medians = <T extends Record<string, number>>(samples: T[]) =>
  Object.fromEntries(Object.keys(samples[0]!).map((key) => [key, median(samples.map((s) => s[key]!))])) as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const numeric = (lhr: Lhr, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
const misses: string[] = [];
mkdirSync("bench-results", { recursive: true });

const save = (name: string, results: unknown) => {
  const record = { date: new Date().toISOString(), runs: sampleCount, provider: values.provider, targets, results };
  writeFileSync(`bench-results/${name}.json`, JSON.stringify(record, null, 2));
};
const table = (title: string, header: string[], rows: unknown[][]) =>
  console.log(
    `\n${title}\n\n${[header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n")}`,
  );

// 1. Every route with Lighthouse, the floor first.
if (runs("lighthouse")) {
  const figures = (lhr: Lhr) => {
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: numeric(lhr, "first-contentful-paint"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    };
  };
  const results: ({ route: string; misses: string[] } & ReturnType<typeof figures>)[] = [];
  for (const route of [floorRoute, ...routes]) {
    const flags: Flags = {
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      logLevel: "error",
      ignoreStatusCode: route === notFoundPath,
    };
    const row = medians(
      await measure(async (page) => figures((await lighthouse(urlOf(route), flags, undefined, page))!.lhr)),
    );
    const floor = results[0] ?? row;
    const rowMisses = [
      row.performance < targets.performance && "performance",
      // The 404 page's own status is a console error, which Lighthouse's best practices count against it.
      row.bestPractices < targets.bestPractices && route !== notFoundPath && "best practices",
      row.lcp > floor.lcp + targets.lcpOverFloorMs && "LCP",
      row.tbt > floor.tbt + targets.tbtOverFloorMs && "TBT",
      row.cls > targets.cls && "CLS",
    ].filter((miss) => typeof miss === "string");
    if (route !== floorRoute) misses.push(...rowMisses.map((miss) => `${route}: ${miss}`));
    results.push({ route, ...row, misses: rowMisses });
    console.log(`measured ${route}`);
  }
  const floor = results[0]!;
  save("lighthouse", results);
  table(
    `Lighthouse, median of ${sampleCount}: mobile, slow 4G, HTTPS and HTTP/2, provider ${values.provider}; ${floorRoute}: no script, ` +
      `stylesheet file, web font or picture. Targets: performance and best practices ${targets.performance}, ` +
      `LCP ≤ floor + ${targets.lcpOverFloorMs} ms, TBT ≤ floor + ${targets.tbtOverFloorMs} ms, CLS ${targets.cls}.`,
    ["route", "perf", "a11y", "BP", "SEO", "FCP ms", "LCP ms", "LCP − floor", "TBT ms", "TBT − floor", "CLS", "misses"],
    results.map((r) => [
      ...[r.route, r.performance, r.accessibility, r.bestPractices, r.seo, r.fcp, r.lcp, r.lcp - floor.lcp],
      ...[r.tbt, r.tbt - floor.tbt, r.cls, r.misses.join(", ") || "none"],
    ]),
  );
}

/** Lighthouse's flow settings: its mobile phone, and for timespans its applied throttling (CPU 4x, slow 4G). */
const flowFlags: Flags = { logLevel: "error", onlyAudits: ["interaction-to-next-paint", "total-blocking-time"] };
/** web-vitals' attribution build, run in every page before its own scripts: it keeps the tap's INP attribution. */
const keepAttribution = `${readFileSync(fileURLToPath(import.meta.resolve("web-vitals/attribution")).replace(/\.js$/, ".iife.js"), "utf8")}
webVitals.onINP((metric) => (window.inpAttribution = metric.attribution), { reportAllChanges: true });`;

/** The tap's input delay, processing and presentation in ms, and the longest script that ran in it. */
function waitedOn(attribution: INPAttribution | null): string {
  if (!attribution) return "under 16 ms";
  const { inputDelay, processingDuration, presentationDelay, longestScript } = attribution;
  const phases = [inputDelay, processingDuration, presentationDelay].map(Math.round).join(" / ");
  if (!longestScript) return phases;
  const { entry, intersectingDuration, subpart } = longestScript;
  return `${phases}; ${entry.sourceURL || entry.invoker || entry.invokerType} ${Math.round(intersectingDuration)} ms in ${subpart}`;
}

// 2. The first tap: a 600 px scroll 0.3 or 1.5 s after the load, a tap on the menu toggle 100 to 2000 ms later.
const scrollDelays = [300, 1500];
const tapDelays = [100, 500, 1000, 2000];
const firstTap = (url: string, scrollDelayMs: number, tapDelayMs: number) => async (page: Page) => {
  await page.evaluateOnNewDocument(keepAttribution);
  const flow = await startFlow(page, { flags: flowFlags });
  await flow.startTimespan();
  await page.goto(url, { waitUntil: "load" });
  await sleep(scrollDelayMs);
  await page.evaluate(() => window.scrollBy(0, 600));
  await sleep(tapDelayMs);
  const toggle = await page.$("header summary[aria-label='Menu']");
  if (!toggle) throw new Error(`No menu toggle on ${url}`);
  await toggle.tap();
  await sleep(1000);
  if (!(await page.evaluate(() => document.querySelector("header details[open]"))))
    throw new Error(`The tap on ${url}'s menu toggle was lost: no menu a second later`);
  // As JSON: puppeteer's copy of an object drops a PerformanceEntry's fields, which are getters.
  const attribution = await page.evaluate(() =>
    JSON.stringify((window as { inpAttribution?: object }).inpAttribution ?? null),
  );
  await flow.endTimespan();
  const { lhr } = (await flow.createFlowResult()).steps[0]!;
  return {
    inpMs: numeric(lhr, "interaction-to-next-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    waitedOn: waitedOn(JSON.parse(attribution)),
  };
};

if (runs("first-tap")) {
  /** A row per route and scroll time: the median of each tap delay's runs, and the slowest run of all. */
  const rows = [];
  for (const route of [floorRoute, ...tapRoutes])
    for (const scrollDelayMs of scrollDelays) {
      const cells = [];
      const all = [];
      for (const tapDelayMs of tapDelays) {
        const samples = await measure(firstTap(urlOf(route, "/menu"), scrollDelayMs, tapDelayMs));
        cells.push(medians(samples.map(({ inpMs, tbtMs }) => ({ inpMs, tbtMs }))));
        all.push(...samples);
        console.log(`first tap ${route}, scroll at ${scrollDelayMs} ms, tap ${tapDelayMs} ms later`);
      }
      rows.push({ route, scrollDelayMs, cells, slowest: all.reduce((a, b) => (b.inpMs > a.inpMs ? b : a)) });
    }
  const floorWorst = Math.max(
    ...rows.filter((row) => row.route === floorRoute).flatMap((row) => row.cells.map((cell) => cell.inpMs)),
  );
  save("first-tap", rows);
  table(
    `First tap, median of ${sampleCount}: Lighthouse's phone in a timespan from the load (CPU 4x, slow 4G), provider ${values.provider}. ` +
      `INP 0 = under 16 ms; TBT over the whole span. ${floorRoute}: the site's header and stylesheet, no script. ` +
      `Target: every cell ≤ ${targets.tapMs} ms and ≤ the floor's worst (${floorWorst} ms). The slowest tap: ` +
      `its INP and what it waited on (web-vitals: input delay / processing / presentation ms, and the longest script in it).`,
    ["route", "scroll at", "INP ms, tap 100 / 500 / 1000 / 2000 ms after", "TBT ms", "misses", "slowest tap"],
    rows.map(({ route, scrollDelayMs, cells, slowest }) => {
      const slow = tapDelays.filter((_, i) => cells[i]!.inpMs > Math.min(targets.tapMs, floorWorst));
      if (route !== floorRoute)
        misses.push(...slow.map((delay) => `${route}: tap ${delay} ms after a scroll at ${scrollDelayMs} ms`));
      const list = (key: "inpMs" | "tbtMs") => cells.map((cell) => cell[key]).join(" / ");
      const rowMisses = route === floorRoute ? "" : slow.map((delay) => `${delay} ms`).join(", ") || "none";
      const slowestTap = `${slowest.inpMs}: ${slowest.waitedOn}`;
      return [route, `${scrollDelayMs} ms`, list("inpMs"), list("tbtMs"), rowMisses, slowestTap];
    }),
  );
}

provider.close();
if (values.check) {
  console.log(
    misses.length ? `\n--check: ${misses.length} missed:\n${misses.join("\n")}` : "\n--check: every target met",
  );
  process.exitCode = misses.length ? 1 : 0;
}
process.exit();
