/** The moving checklist's weeks and tasks (src/content/moving-checklist.yaml), in the order shown. */
import { group, list, optionalText, text } from "./field.ts";

const id = (label: string, description: string) =>
  text({
    label,
    description,
    max: 40,
    pattern: { regex: /^[a-z][a-z0-9-]*$/, message: "must be lowercase letters, digits and dashes" },
  });

const task = group(
  {
    id: id(
      "Task key",
      "Lowercase words joined by dashes. A visitor's ticks are stored under it on their device, so keep it once set.",
    ),
    text: text({ label: "Task", description: "What to do, as one sentence.", max: 160 }),
    linkLabel: optionalText({
      label: "Link text",
      description: "A link under the task to a page that helps; may be empty.",
      max: 40,
    }),
    linkAddress: optionalText({
      label: "Link address",
      description: "Where that link goes, like /storage-solutions.",
      max: 100,
      pattern: { regex: /^\/[a-z0-9\-/#]*$/, message: "must be a path on this site, like /storage-solutions" },
    }),
  },
  { label: "Task", description: "One task a visitor can tick." },
);

const week = group(
  {
    id: id("Week key", "Lowercase words joined by dashes; the week's heading is found by it."),
    title: text({ label: "Heading", description: 'Like "Eight weeks before".', max: 40 }),
    tasks: list(task, { label: "Tasks", description: "The week's tasks, in order.", min: 1, itemLabel: "text" }),
  },
  { label: "Week", description: "One week of the checklist." },
);

export const checklistSchema = group(
  {
    weeks: list(week, {
      label: "Weeks",
      description: "The weeks, from the first to moving day.",
      min: 1,
      itemLabel: "title",
    }),
  },
  { label: "Moving checklist", description: "The tasks of the moving checklist page." },
).superRefine(({ weeks }, ctx) => {
  const seen = new Set<string>();
  weeks.forEach((entry, weekIndex) =>
    entry.tasks.forEach((item, taskIndex) => {
      const path = ["weeks", weekIndex, "tasks", taskIndex];
      if (seen.has(item.id))
        ctx.addIssue({ code: "custom", path: [...path, "id"], message: "is used by another task" });
      seen.add(item.id);
      if (Boolean(item.linkLabel) !== Boolean(item.linkAddress))
        ctx.addIssue({
          code: "custom",
          path: [...path, "linkAddress"],
          message: "needs both a link text and a link address, or neither",
        });
    }),
  );
});
