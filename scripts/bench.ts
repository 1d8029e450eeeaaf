/**
 * `npm run bench` (issues 43 and 57; README, "Testing"): one or more builds served over HTTPS and HTTP/2
 * beside a quote provider as heavy as a real one, measured with Lighthouse's APIs, the median of 5 runs
 * each in a new Chromium: every route beside a bare floor page, and the first tap on the header's menu,
 * its call button and a popup's quote button as a user flow with web-vitals' attribution, beside the
 * one-island Astro anchor (scripts/bench-anchor/). Prints tables, writes bench-results/.
 * `--without-scripts` measures each page's first tap again with its script files blocked: what the page's
 * markup and stylesheet cost a tap, with none of its behaviour.
 *
 *   npm run bench [-- --check] [--routes /,/about] [--runs 1] [--only lighthouse|first-tap]
 *                 [--dir <a build, not rebuilt> [--dir <another, measured beside it>]]
 *                 [--provider heavy|slow|failing[,…]] [--targets menu,call,popup] [--without-scripts]
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
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

/**
 * The targets: every route against the floor measured in the same run (issue 43); every first tap at
 * most Google's INP "good", 200 ms, and without a provider no slower than the anchor's worst (issue 57).
 */
const targets = { performance: 100, bestPractices: 100, lcpOverFloorMs: 300, tbtOverFloorMs: 30, cls: 0, tapMs: 200 };

/** What a first tap lands on (the first one drawn), and what shows it arrived. */
const tapTargets = {
  /** The header's menu toggle, a native <details>: the phone's menu. */
  menu: { selector: "header summary[aria-label='Menu']", arrived: "header details[open]" },
  /** The header's call button; the flow keeps the tel: link from leaving the page. */
  call: { selector: "header a[href^='tel:']", arrived: "html[data-bench-called]" },
  /** A quote button that opens the popup (a service page's hero). */
  popup: { selector: "main [data-quote-popup]", arrived: "dialog[open]" },
};
type TapTarget = keyof typeof tapTargets;

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "5" },
    dir: { type: "string", multiple: true },
    only: { type: "string" },
    provider: { type: "string", default: "heavy" },
    targets: { type: "string", default: Object.keys(tapTargets).join(",") },
    check: { type: "boolean", default: false },
    "without-scripts": { type: "boolean", default: false },
  },
});
if (![undefined, "lighthouse", "first-tap"].includes(values.only))
  throw new Error("--only takes lighthouse or first-tap");
/** A comma-separated option's values, each a key of `known`. */
function listOf<K extends string>(option: "provider" | "targets", known: Record<K, unknown>): K[] {
  const list = values[option].split(",") as K[];
  if (!list.every((key) => key in known))
    throw new Error(`--${option} takes one or more of: ${Object.keys(known).join(", ")}`);
  return list;
}
const providerList = listOf("provider", providerKinds);
const targetList = listOf("targets", tapTargets);
const runs = (part: string) => !values.only || values.only === part;
const sampleCount = Number(values.runs);
/** An unknown path: the host answers with the 404 page and status 404, which Lighthouse scores only when told to. */
const notFoundPath = "/no-such-page";

if (!values.dir) execSync("npm run build", { stdio: "inherit" });
/** The builds measured, each named by its folder as given: this build (dist) and, beside it, one kept aside. */
const buildDirs = values.dir ?? ["dist"];
const routes = values.routes?.split(",") ?? [...builtPages(buildDirs[0]!).map((page) => page.path), notFoundPath];
// The home page, a city page and the quote page (issue 43), and a service page whose hero button opens the popup
// (the residential page has none).
const tapRoutes = values.routes?.split(",") ?? ["/", "/movers-decatur-ga", "/get-a-moving-quote", "/packing-services"];

/** Serves a folder over HTTPS and HTTP/2 on a port the system picks. */
const serve = async (dir: string) => `https://localhost:${(await serveBuild(dir, { https: true })).port}`;

/** A folder of its own, removed on exit. */
function tempDir(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  process.on("exit", () => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** The floor, in a folder of its own: one heading and one paragraph, nothing else. */
function writeFloor() {
  const root = tempDir("bench-floor-");
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="The benchmark's floor."></head><body>${body}</body></html>`;
  writeFileSync(join(root, "index.html"), page(`<main><h1>${business.name}</h1><p>${business.tagline}</p></main>`));
  writeFileSync(join(root, "404.html"), page("<h1>Not found</h1>"));
  return root;
}

/** The one-island Astro anchor (scripts/bench-anchor/), built into a folder of its own. */
function buildAnchor() {
  const root = tempDir("bench-anchor-");
  execSync(`npx astro build --root scripts/bench-anchor --outDir ${root}`, { stdio: "inherit" });
  return root;
}

const floorRoute = "(floor)";
const anchorRoute = "(anchor)";
const builds = await Promise.all(buildDirs.map(async (dir) => ({ dir, origin: await serve(dir) })));
const floorOrigin = runs("lighthouse") ? await serve(writeFloor()) : "";
const anchorOrigin = runs("first-tap") ? await serve(buildAnchor()) : "";
/** What a section measures, each with its address: the floor or the anchor, the same page for every build, first. */
const casesAfter = (route: string, url: string, routeList: string[]) => [
  { dir: "", route, url },
  ...builds.flatMap(({ dir, origin }) => routeList.map((route) => ({ dir, route, url: origin + route }))),
];

const providers = new Map(
  await Promise.all(
    providerList.map(
      async (kind) => [kind, await startProvider(kind, new URL(business.quoteForm.formPageUrl).host)] as const,
    ),
  ),
);
/** One sample per run, each in a new browser with an empty profile: a visitor's first visit. */
async function measure<T>(kind: ProviderKind, use: (page: Page) => Promise<T>): Promise<T[]> {
  const samples: T[] = [];
  for (let run = 0; run < sampleCount; run++) {
    // The provider's host sent to the stand-in, cross-origin frames in their page's process.
    const browser = await puppeteer.launch({
      executablePath: findChromium(),
      args: providers
        .get(kind)!
        .browserArgs([...phoneLikeArgs(["IsolateOrigins", "site-per-process"]), "--ignore-certificate-errors"]),
      defaultViewport: null,
    });
    try {
      const sample = await use(await browser.newPage());
      samples.push(sample);
      // A page without what the run measures (a first tap's target) has nothing to give a second run.
      if (sample === null) break;
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
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const numeric = (lhr: Lhr, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
const misses: string[] = [];
mkdirSync("bench-results", { recursive: true });

const save = (name: string, results: unknown) => {
  const record = { date: new Date().toISOString(), runs: sampleCount, providers: providerList, targets, results };
  writeFileSync(`bench-results/${name}.json`, JSON.stringify(record, null, 2));
};
const table = (title: string, header: string[], rows: unknown[][]) =>
  console.log(
    `\n${title}\n\n${[header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n")}`,
  );

// 1. Every route of every build with Lighthouse, the floor first, with the first provider.
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
  const results: ({ build: string; route: string; misses: string[] } & ReturnType<typeof figures>)[] = [];
  for (const { dir, route, url } of casesAfter(floorRoute, floorOrigin, routes)) {
    const flags: Flags = {
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      logLevel: "error",
      ignoreStatusCode: route === notFoundPath,
    };
    const row = medians(
      await measure(providerList[0]!, async (page) => figures((await lighthouse(url, flags, undefined, page))!.lhr)),
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
    if (route !== floorRoute) misses.push(...rowMisses.map((miss) => `${dir} ${route}: ${miss}`));
    results.push({ build: dir, route, ...row, misses: rowMisses });
    console.log(`measured ${dir} ${route}`);
  }
  const floor = results[0]!;
  save("lighthouse", results);
  table(
    `Lighthouse, median of ${sampleCount}: mobile, slow 4G, HTTPS and HTTP/2, provider ${providerList[0]}; ${floorRoute}: no script, ` +
      `stylesheet file, web font or picture. Targets: performance and best practices ${targets.performance}, ` +
      `LCP ≤ floor + ${targets.lcpOverFloorMs} ms, TBT ≤ floor + ${targets.tbtOverFloorMs} ms, CLS ${targets.cls}.`,
    [
      "build",
      "route",
      "perf",
      "a11y",
      "BP",
      "SEO",
      "FCP ms",
      "LCP ms",
      "LCP − floor",
      "TBT ms",
      "TBT − floor",
      "CLS",
      "misses",
    ],
    results.map((r) => [
      r.build,
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.fcp,
      r.lcp,
      r.lcp - floor.lcp,
      r.tbt,
      r.tbt - floor.tbt,
      r.cls,
      r.misses.join(", ") || "none",
    ]),
  );
}

/** Lighthouse's flow settings: its mobile phone, and for timespans its applied throttling (CPU 4x, slow 4G). */
const flowFlags: Flags = { logLevel: "error", onlyAudits: ["interaction-to-next-paint", "total-blocking-time"] };
/** web-vitals' attribution build, run in every page before its own scripts: it keeps the tap's INP attribution. */
const keepAttribution = `${readFileSync(fileURLToPath(import.meta.resolve("web-vitals/attribution")).replace(/\.js$/, ".iife.js"), "utf8")}
webVitals.onINP((metric) => (window.inpAttribution = metric.attribution), { reportAllChanges: true });`;

/** The tap's input delay, processing and presentation in ms, and the longest script that ran in it. */
function waitedOn(attribution: INPAttribution | null) {
  if (!attribution) return "under 16 ms";
  const { inputDelay, processingDuration, presentationDelay, longestScript } = attribution;
  const phases = [inputDelay, processingDuration, presentationDelay].map(Math.round).join(" / ");
  if (!longestScript) return phases;
  const { entry, intersectingDuration, subpart } = longestScript;
  return `${phases}; ${entry.sourceURL || entry.invoker || entry.invokerType} ${Math.round(intersectingDuration)} ms in ${subpart}`;
}

// 2. The first tap: a scroll 0.3 or 1.5 s after the load, a tap on a target 100 to 2000 ms later.
/** A build's script files, which `--without-scripts` blocks (the home page's clip script is inline, and runs). */
const scriptFiles = ["*/_astro/*.js"];
const scrollDelays = [300, 1500];
const tapDelays = [100, 500, 1000, 2000];
/** Keeps a tapped tel: link in the page and marks its arrival, where a phone would open its dialler. */
const keepCallsInPage = `addEventListener("click", (event) => {
  if (!event.target.closest?.("a[href^='tel:']")) return;
  event.preventDefault();
  document.documentElement.dataset.benchCalled = "";
}, true);`;
/** One flow, or null when the page has no such target drawn. */
const firstTap =
  (url: string, target: TapTarget, scrollDelayMs: number, tapDelayMs: number, blocked: string[]) =>
  async (page: Page) => {
    const { selector, arrived } = tapTargets[target];
    await page.evaluateOnNewDocument(keepAttribution);
    if (target === "call") await page.evaluateOnNewDocument(keepCallsInPage);
    const flow = await startFlow(page, { flags: { ...flowFlags, blockedUrlPatterns: blocked } });
    await flow.startTimespan();
    await page.goto(url, { waitUntil: "load" });
    await sleep(scrollDelayMs);
    // To the quote form, as a visitor reaching it (which starts its frame); on a page without one, 600 px.
    await page.evaluate(() => {
      const form = document.querySelector("main [data-quote-frame]");
      if (form) form.scrollIntoView({ block: "start" });
      else window.scrollBy(0, 600);
    });
    await sleep(tapDelayMs);
    // The first one drawn: the header has a call link for each width.
    const drawn = await Promise.all((await page.$$(selector)).map(async (each) => (await each.boxModel()) && each));
    const element = drawn.find((each) => each);
    if (!element) {
      await flow.endTimespan();
      return null;
    }
    await element.tap();
    await sleep(1000);
    if (!(await page.evaluate((css) => document.querySelector(css), arrived)))
      throw new Error(`The tap on ${url}'s ${target} was lost: no ${arrived} a second later`);
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

if (runs("first-tap"))
  for (const provider of providerList) {
    /** A row per build, route, target and scroll time: the median of each tap delay's runs, and the slowest run. */
    const rows = [];
    // With --without-scripts, each page again with its script files blocked.
    const cases = [
      ...casesAfter(anchorRoute, anchorOrigin, tapRoutes).map((each) => ({ ...each, blocked: [] as string[] })),
      ...(values["without-scripts"] ? builds : []).flatMap(({ dir, origin }) =>
        tapRoutes.map((route) => ({ dir: `${dir} without scripts`, route, url: origin + route, blocked: scriptFiles })),
      ),
    ];
    for (const { dir, route, url, blocked } of cases)
      for (const target of targetList)
        for (const scrollDelayMs of scrollDelays) {
          const cells = [];
          const all = [];
          for (const tapDelayMs of tapDelays) {
            const taps = await measure(provider, firstTap(url, target, scrollDelayMs, tapDelayMs, blocked));
            const samples = taps.filter((tap) => tap !== null);
            if (samples.length < taps.length) break;
            cells.push(medians(samples.map(({ inpMs, tbtMs }) => ({ inpMs, tbtMs }))));
            all.push(...samples);
            console.log(
              `first tap ${dir} ${route} ${target}, scroll at ${scrollDelayMs} ms, tap ${tapDelayMs} ms later`,
            );
          }
          if (cells.length < tapDelays.length) {
            console.log(`no ${target} on ${dir} ${route}: not measured`);
            break;
          }
          const slowest = all.reduce((a, b) => (b.inpMs > a.inpMs ? b : a));
          // The anchor and the pages without their scripts are measured beside the site, not held to its targets.
          const held = route !== anchorRoute && blocked.length === 0;
          rows.push({ build: dir, route, target, scrollDelayMs, cells, slowest, held });
        }
    const anchorWorst = Math.max(
      ...rows.filter((row) => row.route === anchorRoute).flatMap((row) => row.cells.map((cell) => cell.inpMs)),
    );
    // Without a provider the site is held to the anchor too; with one, to the target alone (issue 57).
    const limit = provider === "failing" ? Math.min(targets.tapMs, anchorWorst) : targets.tapMs;
    save(`first-tap-${provider}`, rows);
    table(
      `First tap, median of ${sampleCount}: Lighthouse's phone in a timespan from the load (CPU 4x, slow 4G), provider ${provider}; ` +
        `the scroll goes to the quote form where the page has one. INP 0 = under 16 ms; TBT over the whole span. ` +
        `${anchorRoute}: the one-island Astro page (scripts/bench-anchor/). Target: every cell ≤ ${targets.tapMs} ms` +
        `${provider === "failing" ? ` and, without a provider, ≤ the anchor's worst (${anchorWorst} ms)` : ""}. ` +
        `The slowest tap: its INP and what it waited on (web-vitals: input delay / processing / presentation ms, and the longest script in it).`,
      [
        "build",
        "route",
        "target",
        "scroll at",
        "INP ms, tap 100 / 500 / 1000 / 2000 ms after",
        "TBT ms",
        "misses",
        "slowest tap",
      ],
      rows.map(({ build, route, target, scrollDelayMs, cells, slowest, held }) => {
        const slow = tapDelays.filter((_, i) => cells[i]!.inpMs > limit);
        if (held)
          misses.push(
            ...slow.map(
              (delay) =>
                `${build} ${route} ${target}: tap ${delay} ms after a scroll at ${scrollDelayMs} ms (${provider})`,
            ),
          );
        const list = (key: "inpMs" | "tbtMs") => cells.map((cell) => cell[key]).join(" / ");
        const rowMisses = held ? slow.map((delay) => `${delay} ms`).join(", ") || "none" : "";
        return [
          build,
          route,
          target,
          `${scrollDelayMs} ms`,
          list("inpMs"),
          list("tbtMs"),
          rowMisses,
          `${slowest.inpMs}: ${slowest.waitedOn}`,
        ];
      }),
    );
  }

for (const provider of providers.values()) provider.close();
if (values.check) {
  console.log(
    misses.length ? `\n--check: ${misses.length} missed:\n${misses.join("\n")}` : "\n--check: every target met",
  );
  process.exitCode = misses.length ? 1 : 0;
}
process.exit();
