/**
 * The first-tap benchmark: how fast a page answers a visitor's first tap on a mid-range phone.
 * A phone-sized Chromium with the CPU slowed 4x and slow 4G loads the route, scrolls once
 * (scrollDelayMs after the load event), then taps the header's menu toggle tapDelayMs after
 * the scroll. It reports:
 *   - inpMs: the tap's Event Timing duration (the longest event of that interaction), what
 *     Google's INP measures;
 *   - menuVisibleMs: from the tap until the menu is on screen;
 *   - blockingMs: main-thread blocking from the scroll until a second after the tap (the part
 *     of each long task over 50 ms), what would have delayed any tap in that window.
 * The quote provider and the map are routed to small local stand-ins.
 */
import type { Browser, Page } from "@playwright/test";
import { breakdown, describeNode, startTrace, stopTrace, type Breakdown } from "./trace-breakdown.ts";

export type FirstTapRun = { inpMs: number; menuVisibleMs: number; blockingMs: number };

/** What a traced tap spent its time on: the main thread's work by kind, and its longest paints by element. */
export type TapTrace = { inpMs: number; kinds: Breakdown; paints: { element: string; ms: number; size: string }[] };

/** Lighthouse's mobile slow-4G settings. */
const slow4g = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const standInHtml = `<!doctype html><html lang="en"><head><title>Stand-in</title></head><body>Stand-in</body></html>`;

async function routeThirdParties(page: Page, origins: readonly string[]) {
  for (const origin of origins)
    await page.route(`${origin}/**`, (route) =>
      route.request().url().endsWith(".js")
        ? route.fulfill({ contentType: "text/javascript", body: "" })
        : route.fulfill({ contentType: "text/html", body: standInHtml }),
    );
}

/** Installed before the page's own scripts: collects event timings and long tasks from the start. */
function observePerformance() {
  const state = {
    events: [] as { name: string; start: number; duration: number; id: number }[],
    longTasks: [] as { start: number; duration: number }[],
  };
  (window as unknown as { __firstTap: typeof state }).__firstTap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      state.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        id: entry.interactionId ?? 0,
      });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

/**
 * A phone-sized page with the CPU slowed 4x, slow 4G and an empty cache, observing event
 * timings and long tasks from the start, the third parties stood in for. Close its context.
 */
export async function openThrottledPhone(browser: Browser, thirdPartyOrigins: readonly string[]) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await routeThirdParties(page, thirdPartyOrigins);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...slow4g });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(observePerformance);
  return { context, page };
}

type Observed = {
  /** Events of 16 ms or more (Event Timing reports nothing shorter). */
  events: { name: string; start: number; duration: number; id: number }[];
  longTasks: { start: number; duration: number }[];
};

export function observed(page: Page): Promise<Observed> {
  return page.evaluate(() => (window as unknown as { __firstTap: Observed }).__firstTap);
}

export async function measureFirstTap(
  browser: Browser,
  url: string,
  {
    scrollDelayMs,
    tapDelayMs,
    thirdPartyOrigins,
    trace = false,
  }: { scrollDelayMs: number; tapDelayMs: number; thirdPartyOrigins: readonly string[]; trace?: boolean },
): Promise<FirstTapRun & { trace?: TapTrace }> {
  const { context, page } = await openThrottledPhone(browser, thirdPartyOrigins);
  // A traced run records from just before the tap: tracing costs time, so its INP is not a sample.
  const cdp = trace ? await context.newCDPSession(page) : undefined;
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(scrollDelayMs);
    const scrollAt = await page.evaluate(() => {
      window.scrollBy(0, 300);
      return performance.now();
    });
    await page.waitForTimeout(tapDelayMs);

    // The toggle is the phone menu's <summary>, found and measured in one script turn.
    const toggle = await page.evaluate(() => {
      const element = document.querySelector("header summary[aria-label='Menu']");
      const box = element?.getBoundingClientRect();
      return box && box.width > 0
        ? { x: box.x + box.width / 2, y: box.y + box.height / 2, at: performance.now() }
        : null;
    });
    if (!toggle) throw new Error(`No menu toggle on ${url}`);
    if (cdp) await startTrace(cdp);
    const tapAt = toggle.at;
    await page.touchscreen.tap(toggle.x, toggle.y);
    const menuVisibleAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const giveUpAt = performance.now() + 5000;
          const check = () => {
            // The closed menu's panel is laid out but hidden (components/header-menus.tsx), so boxes alone do not say it shows.
            const menu = document.querySelector("nav[aria-label='Mobile']");
            if (menu?.checkVisibility({ visibilityProperty: true })) resolve(performance.now());
            else if (performance.now() > giveUpAt) resolve(Number.NaN);
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    if (Number.isNaN(menuVisibleAt)) throw new Error(`The tap on ${url}'s menu toggle was lost: no menu 5 s later`);
    await page.waitForTimeout(1000);
    const { events, longTasks } = await observed(page);
    const tapEvents = events.filter((event) => event.id > 0 && event.start >= tapAt - 50);
    const firstId = tapEvents[0]?.id;
    const inpMs = Math.max(0, ...tapEvents.filter((event) => event.id === firstId).map((event) => event.duration));
    const blockingMs = longTasks
      .filter((task) => task.start + task.duration > scrollAt && task.start < tapAt + 1000)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const run = { inpMs, menuVisibleMs: Math.round(menuVisibleAt - tapAt), blockingMs: Math.round(blockingMs) };
    if (!cdp) return run;
    return { ...run, trace: await tapTrace(cdp, inpMs) };
  } finally {
    await context.close();
  }
}

/**
 * The trace of a tap: from the tap's first input event to the end of its interaction (its INP,
 * or 50 ms when the browser reported under 16), the main thread's work by kind, and the longest
 * paints with the element that owns each painted layer.
 */
async function tapTrace(cdp: import("@playwright/test").CDPSession, inpMs: number): Promise<TapTrace> {
  const events = await stopTrace(cdp);
  // A page with no touch or pointer listener (the floor) gets no touchstart or pointerdown on
  // its main thread: its tap starts with the gesture.
  const input = events
    .filter((event) => event.name === "EventDispatch")
    .sort((a, b) => a.ts - b.ts)
    .find((event) =>
      ["touchstart", "pointerdown", "gesturetapdown", "mousedown"].includes(
        String((event.args?.data as { type?: string } | undefined)?.type),
      ),
    );
  if (!input) throw new Error("No tap in the trace");
  const from = input.ts;
  const { kinds, paints } = breakdown(events, input, from, from + Math.max(inpMs, 50) * 1000);
  await cdp.send("DOM.enable");
  await cdp.send("DOM.getDocument", { depth: -1 });
  const described = [];
  for (const paint of paints.slice(0, 4))
    described.push({
      element: paint.nodeId ? (await describeNode(cdp, paint.nodeId)) || "?" : "?",
      ms: Math.round(paint.ms * 10) / 10,
      size: `${Math.round(paint.width)}x${Math.round(paint.height)}`,
    });
  return { inpMs, kinds, paints: described };
}
