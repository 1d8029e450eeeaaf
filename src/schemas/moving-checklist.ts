/** The moving checklist's weeks and tasks (src/content/moving-checklist.yaml). STUB */
import { group, list, text } from "./field.ts";

export const checklistSchema = group({ weeks: list(text({ label: "Week", description: "STUB" }), { label: "Weeks", description: "STUB" }) }, { label: "Moving checklist", description: "STUB" });
