import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { parseData } from "../lib/content/content-files";
import { checklistSchema } from "./moving-checklist";

const file = "src/content/moving-checklist.yaml";
/** The shipped checklist with one change, as an owner's edit would make it, parsed as the build parses it. */
function parsed(change: (checklist: any) => void = () => {}) {
  const copy = load(readFileSync(file, "utf8")) as any;
  change(copy);
  return parseData(file, copy, checklistSchema);
}
const taskOf = (checklist: ReturnType<typeof parsed>, id: string) =>
  checklist.weeks.flatMap((week) => week.tasks).find((task) => task.id === id)!;

describe("the moving checklist's schema", () => {
  it("dates a task with its week unless it has days of its own, like the day-before tasks", () => {
    const checklist = parsed();
    expect(taskOf(checklist, "essentials-box").daysBefore).toBe(7);
    expect(taskOf(checklist, "confirm-details").daysBefore).toBe(1);
    expect(taskOf(checklist, "clean-appliances").daysBefore).toBe(1);
  });

  it("names the file and the field of a task's days that count forward from the move", () => {
    expect(() => parsed((c) => (c.weeks[0].tasks[0].daysBefore = -2))).toThrow(
      /src\/content\/moving-checklist\.yaml:\n {2}- weeks\.0\.tasks\.0\.daysBefore = -2: must be at least 0/,
    );
  });
});
