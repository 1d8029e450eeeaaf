import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "./scripts/ensure-chromium.ts";
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ["--headless=new", ...chromiumArgs] });
const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], blockedUrlPatterns: ["*forms.leadprovider.example*", "*www.google.com*"] });
chrome.kill();
const lhr = result!.lhr;
const a = (id: string) => lhr.audits[id];
console.log("FCP", a("first-contentful-paint")?.numericValue, "LCP", a("largest-contentful-paint")?.numericValue, "TBT", a("total-blocking-time")?.numericValue, "SI", a("speed-index")?.numericValue);
for (const id of ["largest-contentful-paint-element", "lcp-breakdown-insight", "lcp-discovery-insight", "render-blocking-insight", "mainthread-work-breakdown", "bootup-time", "long-tasks"]) {
  const d = a(id)?.details as any;
  if (!d) continue;
  console.log("==", id, a(id)?.displayValue ?? "");
  const items = d.items ?? [];
  for (const item of items.slice(0, 12)) console.log(JSON.stringify(item).slice(0, 400));
}
const req = (a("network-requests")?.details as any).items;
for (const r of req) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.priority, r.resourceType, Math.round(r.transferSize), r.url.slice(-60));
const m = (a("metrics")?.details as any).items[0];
console.log("observed FCP", m.observedFirstContentfulPaint, "observed LCP", m.observedLargestContentfulPaint);
