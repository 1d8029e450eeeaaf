import { describe, expect, it } from "vitest";
import { atlantaClock, everyStatus, openStatus, type HoursRow } from "./open-status";

/** The spec's office hours: Monday to Friday 7 AM to 7 PM, Saturday 8 AM to 6 PM, Sunday 9 AM to 5 PM. */
const office: HoursRow[] = [
  { dayCodes: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "19:00" },
  { dayCodes: ["Sa"], opens: "08:00", closes: "18:00" },
  { dayCodes: ["Su"], opens: "09:00", closes: "17:00" },
];

/** A moment written as Atlanta's clock shows it in November 2026 (Eastern Standard Time, UTC-5). */
const atlantaInNovember = (dayOfMonth: number, time: string) =>
  new Date(`2026-11-${String(dayOfMonth).padStart(2, "0")}T${time}:00-05:00`);

describe("openStatus", () => {
  // 16 November 2026 is a Monday: each day of that week, a minute before and at its opening and closing.
  it.each([
    [16, ["06:59", "07:00", "18:59", "19:00"], "7 AM Monday", "7 PM", "7 AM Tuesday"],
    [17, ["06:59", "07:00", "18:59", "19:00"], "7 AM Tuesday", "7 PM", "7 AM Wednesday"],
    [18, ["06:59", "07:00", "18:59", "19:00"], "7 AM Wednesday", "7 PM", "7 AM Thursday"],
    [19, ["06:59", "07:00", "18:59", "19:00"], "7 AM Thursday", "7 PM", "7 AM Friday"],
    [20, ["06:59", "07:00", "18:59", "19:00"], "7 AM Friday", "7 PM", "8 AM Saturday"],
    [21, ["07:59", "08:00", "17:59", "18:00"], "8 AM Saturday", "6 PM", "9 AM Sunday"],
    [22, ["08:59", "09:00", "16:59", "17:00"], "9 AM Sunday", "5 PM", "7 AM Monday"],
  ] as const)("on %i November: closed, open at opening, open, closed at closing", (day, times, opens, until, next) => {
    const [beforeOpening, opening, beforeClosing, closing] = times.map((time) => atlantaInNovember(day, time));
    expect(openStatus(office, beforeOpening!)?.text).toBe(`Office closed, opens ${opens}`);
    expect(openStatus(office, opening!)?.text).toBe(`Office open now, until ${until}`);
    expect(openStatus(office, beforeClosing!)?.text).toBe(`Office open now, until ${until}`);
    expect(openStatus(office, closing!)?.text).toBe(`Office closed, opens ${next}`);
  });

  it("reads the clock in Atlanta whatever the visitor's time zone: 13:00 UTC is 8 AM on a November Monday there", () => {
    expect(openStatus(office, new Date("2026-11-16T13:00:00Z"))?.text).toBe("Office open now, until 7 PM");
    expect(openStatus(office, new Date("2026-11-17T00:00:00Z"))?.text).toBe("Office closed, opens 7 AM Tuesday");
  });

  // 9 AM on a Sunday is 13:00 UTC under daylight saving time (EDT) and 14:00 UTC under standard time (EST).
  it.each([
    {
      change: "the spring change to daylight saving time on Sunday 8 March 2026",
      statuses: {
        "2026-03-01T13:59:00Z": "Office closed, opens 9 AM Sunday",
        "2026-03-08T12:59:00Z": "Office closed, opens 9 AM Sunday",
        "2026-03-08T13:00:00Z": "Office open now, until 5 PM",
        "2026-03-08T20:59:00Z": "Office open now, until 5 PM",
        "2026-03-08T21:00:00Z": "Office closed, opens 7 AM Monday",
      },
    },
    {
      change: "the autumn change back to standard time on Sunday 1 November 2026",
      statuses: {
        "2026-10-25T13:00:00Z": "Office open now, until 5 PM",
        "2026-11-01T13:59:00Z": "Office closed, opens 9 AM Sunday",
        "2026-11-01T14:00:00Z": "Office open now, until 5 PM",
        "2026-11-01T21:59:00Z": "Office open now, until 5 PM",
        "2026-11-01T22:00:00Z": "Office closed, opens 7 AM Monday",
      },
    },
  ])("follows $change", ({ statuses }) => {
    for (const [moment, status] of Object.entries(statuses))
      expect(openStatus(office, new Date(moment))?.text).toBe(status);
  });

  it("names the next row of the same day when the office closes for a break", () => {
    const split: HoursRow[] = [
      { dayCodes: ["Mo"], opens: "13:00", closes: "19:00" },
      { dayCodes: ["Mo"], opens: "07:00", closes: "12:00" },
    ];
    expect(openStatus(split, atlantaInNovember(16, "11:30"))?.text).toBe("Office open now, until 12 PM");
    expect(openStatus(split, atlantaInNovember(16, "12:30"))?.text).toBe("Office closed, opens 1 PM Monday");
  });

  it("skips days without hours, and comes round to the same day a week on", () => {
    const wednesdays: HoursRow[] = [{ dayCodes: ["We"], opens: "09:30", closes: "12:00" }];
    expect(openStatus(wednesdays, atlantaInNovember(16, "10:00"))?.text).toBe("Office closed, opens 9:30 AM Wednesday");
    expect(openStatus(wednesdays, atlantaInNovember(18, "12:00"))?.text).toBe("Office closed, opens 9:30 AM Wednesday");
    expect(openStatus([], atlantaInNovember(18, "12:00"))).toBeUndefined();
  });

  it("says when the status next changes: at closing, and at the next opening", () => {
    expect(openStatus(office, new Date("2026-11-16T18:59:30-05:00"))?.msToChange).toBe(30_000);
    expect(openStatus(office, atlantaInNovember(16, "19:00"))?.msToChange).toBe(12 * 3_600_000);
    // Sunday 5 PM to Monday 7 AM.
    expect(openStatus(office, atlantaInNovember(22, "17:00"))?.msToChange).toBe(14 * 3_600_000);
  });

  it("lists every status the hours can give, for the room kept for the longest", () => {
    expect(everyStatus(office)).toEqual({
      open: ["Office open now, until 7 PM", "Office open now, until 6 PM", "Office open now, until 5 PM"],
      closed: [
        "Office closed, opens 7 AM Monday",
        "Office closed, opens 7 AM Tuesday",
        "Office closed, opens 7 AM Wednesday",
        "Office closed, opens 7 AM Thursday",
        "Office closed, opens 7 AM Friday",
        "Office closed, opens 8 AM Saturday",
        "Office closed, opens 9 AM Sunday",
      ],
    });
  });

  // 385,000 moments: 1.2 s on a quiet machine, 6.3 s while other builds ran, past Vitest's 5 s default.
  it(
    "reads Atlanta's clock as the time zone database does, every quarter hour from 2026 to 2036",
    { timeout: 30_000 },
    () => {
      const database = new Intl.DateTimeFormat("en-US", {
        timeZone: "America/New_York",
        weekday: "short",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      });
      const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
      const disagreements = [];
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2037, 0, 1); time += 15 * 60_000) {
        const parts = Object.fromEntries(database.formatToParts(time).map(({ type, value }) => [type, value]));
        const day = weekdays.indexOf(parts.weekday!);
        const minute = Number(parts.hour) * 60 + Number(parts.minute);
        const clock = atlantaClock(new Date(time));
        if (clock.day !== day || clock.minute !== minute) disagreements.push(new Date(time).toISOString());
      }
      expect(disagreements).toEqual([]);
    },
  );
});
