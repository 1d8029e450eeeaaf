/**
 * What the owner adds in the content alone, built once in a copy of the project: a city as one
 * new file (its page, its card on the service-areas page and its pin on that page's map, from the
 * city's own coordinates), and the optional ways in (Text us, booking, video survey), off by
 * default (before-the-call.test.ts) and shown on the contact and quote pages once set.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, makeProjectCopy, root, run, waitForServer } from "./project-copy.ts";

const ways = {
  textNumber: "(770) 555-0199",
  bookingUrl: "https://booking.example.com/liberty-oak",
  videoSurveyUrl: "https://survey.example.com/liberty-oak",
};

let copy: string;
let site: string;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // A copy of its own: in the editor's copy, the saved name "Peachtree Family Movers" and phone
  // "(404) 555-MOVE" widen the header past 1280 px, which fails the width check below.
  copy = mkdtempSync(join(tmpdir(), "site-"));
  makeProjectCopy(copy);
  const cities = join(copy, "src/content/cities");
  // Decatur's file, renamed to Tucker and moved to Tucker's center: the only city file the test writes.
  const tucker = readFileSync(join(cities, "decatur.yaml"), "utf8")
    .replaceAll("Decatur", "Tucker")
    .replace(/^latitude: .*$/m, "latitude: 33.8545")
    .replace(/^longitude: .*$/m, "longitude: -84.2171")
    .replace(/^listOrder: .*$/m, "listOrder: 11")
    .replace(/^inHeaderMenu: .*$/m, "inHeaderMenu: false");
  writeFileSync(join(cities, "tucker.yaml"), tucker);
  const businessFile = join(copy, "src/content/business.yaml");
  const waysYaml = Object.entries(ways)
    .map(([key, value]) => `  ${key}: "${value}"`)
    .join("\n");
  writeFileSync(businessFile, readFileSync(businessFile, "utf8").replace(/^waysIn: \{\}$/m, `waysIn:\n${waysYaml}`));

  const build = run(["build"], {}, copy);
  expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
  const port = await freePort();
  server = spawn(process.execPath, [
    join(root, "scripts/serve.ts"),
    "--port",
    String(port),
    "--dir",
    join(copy, "dist"),
  ]);
  site = `http://127.0.0.1:${port}`;
  await waitForServer(`${site}/`, server);
});

test.afterAll(() => {
  server?.kill();
  rmSync(copy, { recursive: true, force: true });
});

test("a city added as one file has its page, its card on the service-areas page and its pin on the map", () => {
  const built = (path: string) => readFileSync(join(copy, "dist", path, "index.html"), "utf8");
  expect(built("movers-tucker-ga")).toContain("<h1");
  const areas = built("service-areas");
  expect(areas).toContain('href="/movers-tucker-ga"');
  // The map pins each city with its name; Tucker lies east of Atlanta and north of East Point.
  const place = (name: string) => {
    const match = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>${name}</text>`).exec(areas);
    expect(match, `${name} on the map`).not.toBeNull();
    return { x: Number(match![1]), y: Number(match![2]) };
  };
  expect(place("Tucker").x).toBeGreaterThan(place("Atlanta").x);
  expect(place("Tucker").y).toBeLessThan(place("East Point").y);
  expect(areas).toMatch(/aria-label="A stylized map of the 11 cities[^"]*Tucker/);
});

for (const width of [375, 1280]) {
  test(`at ${width} px, the ways in the owner set show on the contact and quote pages, and each click counts as a lead path`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Nothing leaves the machine: the scheduler, the survey service and the third parties answer nothing.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    for (const path of ["/contact", "/get-a-moving-quote"]) {
      await page.goto(site + path);
      await page.waitForLoadState("load");
      const text = page.getByRole("link", { name: "Text us" });
      await expect(text, path).toHaveAttribute("href", /^sms:\+17705550199\?body=\S+/);
      await expect(page.getByRole("link", { name: /Book an estimate visit or video survey/ }), path).toHaveAttribute(
        "href",
        ways.bookingUrl,
      );
      const video = page.getByRole("link", { name: /Send us a video of your home/ });
      await expect(video, path).toHaveAttribute("href", ways.videoSurveyUrl);

      // The links leave the page (sms: opens the phone's messages): count the click, then stay.
      await page.evaluate(() =>
        document.addEventListener("click", (event) => event.preventDefault(), { capture: false }),
      );
      for (const link of [text, page.getByRole("link", { name: /Book an estimate/ }), video]) await link.click();
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event),
      );
      expect(events, path).toEqual(expect.arrayContaining(["text_click", "booking_click", "video_survey_click"]));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}
