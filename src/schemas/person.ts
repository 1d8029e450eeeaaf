/** A guide's author (src/content/people/<name>.yaml): a collection, as the editor relates only to those. */
import { group, ownerConfirmed, text } from "./field.ts";

export const personSchema = group("People (guide authors)", "The people who write the moving guides, one file each.", {
  name: text("Name", "The person's name, as guides show it; it also names the file.", { max: 60 }),
  role: text("Role", 'Shown after the name, like "Owner" or "Move coordinator".', { max: 60 }),
  confirmed: ownerConfirmed("that this person writes for the site under this name"),
});
