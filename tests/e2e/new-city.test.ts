/**
 * A city is one entry: a new file in src/content/cities/ is enough for its page, its card on the
 * service-areas page and its pin on that page's map (the pin from the city's own coordinates).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { projectCopy, run } from "./project-copy.ts";

test("a city added as one file has its page, its card on the service-areas page and its pin on the map", () => {
  test.setTimeout(300_000);
  const copy = projectCopy();
  try {
    const cities = join(copy, "src/content/cities");
    // Decatur's file, renamed to Tucker and moved to Tucker's center: the only file the test writes.
    const tucker = readFileSync(join(cities, "decatur.yaml"), "utf8")
      .replaceAll("Decatur", "Tucker")
      .replace(/^latitude: .*$/m, "latitude: 33.8545")
      .replace(/^longitude: .*$/m, "longitude: -84.2171")
      .replace(/^listOrder: .*$/m, "listOrder: 11")
      .replace(/^inHeaderMenu: .*$/m, "inHeaderMenu: false");
    writeFileSync(join(cities, "tucker.yaml"), tucker);

    const build = run(copy, ["build"]);
    expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);

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
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
