import { describe, expect, it } from "vitest";
import { formatDay } from "./dates";

/** What Intl writes for each style: the reading the site used before it wrote dates out itself. */
const intlStyles = {
  long: { dateStyle: "long" },
  weekday: { weekday: "long", month: "long", day: "numeric" },
  month: { month: "long", year: "numeric" },
} as const;

describe("formatDay", () => {
  it("writes every third day from 2020 to 2035 (each weekday and month many times) as Intl does, in UTC and locally", () => {
    const disagreements = [];
    for (let time = Date.UTC(2020, 0, 1, 12); time < Date.UTC(2036, 0, 1); time += 3 * 86_400_000) {
      const date = new Date(time);
      for (const zone of ["UTC", "local"] as const) {
        const timeZone = zone === "UTC" ? "UTC" : undefined;
        const expected = {
          iso: date.toLocaleDateString("en-CA", { timeZone }),
          ...Object.fromEntries(
            Object.entries(intlStyles).map(([style, options]) => [
              style,
              date.toLocaleDateString("en-US", { ...options, timeZone }),
            ]),
          ),
        } as Record<string, string>;
        for (const style of ["iso", "long", "weekday", "month"] as const)
          if (formatDay(date, style, zone) !== expected[style])
            disagreements.push(`${date.toISOString()} ${style} ${zone}: ${formatDay(date, style, zone)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("reads a content file's midnight-UTC date as that day, whatever the zone the build runs in", () => {
    expect(formatDay(new Date("2026-11-02T00:00:00Z"), "long", "UTC")).toBe("November 2, 2026");
    expect(formatDay(new Date("2026-11-02T00:00:00Z"), "weekday", "UTC")).toBe("Monday, November 2");
  });
});
