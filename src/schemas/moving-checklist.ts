/** The moving checklist's weeks and tasks (src/content/moving-checklist.yaml), in the order shown. */
import { group, integer, key, list, siteLinks, text, withUniqueIds, wordsConfirmed } from "./field.ts";

const task = group("Task", "One task a visitor can tick.", {
  id: key(
    "Task key",
    "Lowercase words joined by dashes. A visitor's ticks are stored under it on their device, so keep it once set.",
  ),
  text: text("Task", "What to do, as one sentence.", { max: 160 }),
  daysBefore: integer(
    "Its own days before the move",
    "Only for a task due on another day than its week, like 1 for the day before the move; empty, it is due with its week.",
    { min: 0, max: 365 },
  ).optional(),
  link: siteLinks("Link", "A link under the task to a page that helps; may be left out.", "/storage-solutions", {
    max: 1,
  }),
});

const week = group("Week", "One week of the checklist.", {
  id: key("Week key", "Lowercase words joined by dashes; the week's heading is found by it."),
  title: text("Heading", 'Like "Eight weeks before".', { max: 40 }),
  daysBefore: integer(
    "Days before the move",
    "When the week's tasks fall due, counted back from moving day (0 is moving day itself); a visitor who gives a move date sees the date under the heading.",
    { min: 0, max: 365 },
  ),
  tasks: list("Tasks", "The week's tasks, in order.", task, { min: 1, itemLabel: "text" }),
});

export const checklistSchema = group("Moving checklist", "The tasks of the moving checklist page.", {
  wordsConfirmed: wordsConfirmed("the checklist's tasks"),
  weeks: list("Weeks", "The weeks, from the first to moving day.", week, { min: 1, itemLabel: "title" }),
}).transform(({ weeks }) => {
  // Task ids are unique across the whole list: a visitor's ticks are stored by them.
  const tasks = withUniqueIds(weeks.flatMap((week) => week.tasks));
  return {
    weeks: withUniqueIds(weeks).map((week) => ({
      ...week,
      // Every task knows its day, so the page and the calendar file date it without looking at its week.
      tasks: tasks
        .splice(0, week.tasks.length)
        .map((task) => ({ ...task, daysBefore: task.daysBefore ?? week.daysBefore })),
    })),
  };
});
