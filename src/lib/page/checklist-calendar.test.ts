import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { checklistCalendar, dueDay, readableDay } from "./checklist-calendar";

describe("dueDay", () => {
  it("counts back from the move across a month's end", () => {
    expect(dueDay("2026-11-07", 7, "2026-10-19")).toEqual({ day: "2026-10-31", late: false });
  });

  it("keeps today's tasks on today, and moves a day already passed to today", () => {
    expect(dueDay("2026-11-07", 19, "2026-10-19")).toEqual({ day: "2026-10-19", late: false });
    expect(dueDay("2026-11-07", 28, "2026-10-19")).toEqual({ day: "2026-10-19", late: true });
  });
});

describe("readableDay", () => {
  it("leaves the year out in today's year, and writes it in another", () => {
    expect(readableDay("2026-12-31", "2026-10-19")).toBe("Thursday, December 31");
    expect(readableDay("2027-01-01", "2026-10-19")).toBe("Friday, January 1, 2027");
  });
});

describe("checklistCalendar", () => {
  const weeks = [
    { title: "Four weeks before", tasks: [{ id: "pack", text: "Pack, label; repeat", daysBefore: 28 }] },
    {
      title: "One week before",
      tasks: [
        { id: "box", text: "Pack an essentials box", daysBefore: 7 },
        { id: "fridge", text: "Defrost the refrigerator", daysBefore: 1 },
      ],
    },
  ];
  // Noon in the test's zone: the same day wherever the suite runs.
  const now = new Date(2026, 9, 19, 12);
  const events = new ICAL.Component(
    ICAL.parse(checklistCalendar("2026-11-07", weeks, "https://example.org/moving-checklist", now)),
  )
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent));
  const startOf = (text: string) => events.find((event) => event.summary === text)?.startDate.toString();

  it("puts each task on its own day, a day-before task on the day before the move", () => {
    expect(startOf("Pack an essentials box")).toBe("2026-10-31");
    expect(startOf("Defrost the refrigerator")).toBe("2026-11-06");
  });

  it("puts a task whose day has passed on today, not in the past, with its text intact", () => {
    expect(startOf("Pack, label; repeat")).toBe("2026-10-19");
    expect(events).toHaveLength(3);
  });
});
