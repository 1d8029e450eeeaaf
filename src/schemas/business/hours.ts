/** When the company moves, when its office answers, and when it takes emergency moves. */
import type { z } from "astro/zod";
import { choice, group, list, text } from "../field.ts";
import { dayCodes, dayNames, daysLabel } from "./facts.ts";

export { dayNames };

const time = (label: string, description: string) =>
  text({
    label,
    description,
    pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: "must be a 24-hour time like 07:00" },
  });

const hoursRow = group(
  {
    dayCodes: list(
      choice(dayCodes, { label: "Day", description: "A day these hours apply to.", optionLabels: dayNames }),
      {
        label: "Days",
        description: 'The days these hours apply to. The site writes them as "Monday – Saturday" or "Sunday".',
        min: 1,
      },
    ),
    opens: time("Opens", "24-hour time, like 07:00."),
    closes: time("Closes", "24-hour time, like 19:00."),
  },
  { label: "Hours", description: "One row of opening hours." },
);

const hoursTable = (label: string, description: string) =>
  group(
    {
      label: text({ label: "Heading", description: "What the site calls these hours.", max: 40 }),
      days: list(hoursRow, { label: "Rows", description: "One row per run of days.", min: 1, itemLabel: "dayCodes" }),
    },
    { label, description },
  );

export const hours = group(
  {
    moving: hoursTable(
      "Moving hours",
      "When the crews move: the header, the home page and the footer; search engines get the office hours instead. {movingHoursLabel}: {movingHours}.",
    ),
    office: hoursTable(
      "Office and phone hours",
      "When the office answers: the contact page, and the only hours search engines get (the structured data), since they tell a searcher when a call is answered. {officeHoursLabel}: {officeHours}.",
    ),
    emergency: text({
      label: "Emergency moves",
      description: 'When emergency moves are taken, like "24/7": {emergencyHours}.',
      max: 20,
    }),
  },
  { label: "Hours", description: "The spec's two readings of the hours, both true at once, and emergency moves." },
);

type HoursTable = z.infer<typeof hours>["moving"];

/** A table of hours with each row's days also written out ("Monday – Saturday"), as the pages show them. */
export const withDayLabels = (table: HoursTable) => ({
  ...table,
  days: table.days.map((row) => ({ ...row, days: daysLabel(row.dayCodes, dayNames) })),
});
