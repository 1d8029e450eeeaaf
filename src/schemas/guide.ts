/** A moving guide (src/content/guides/<title>.md, at /moving-guides/<name>): this frontmatter, then Markdown. */
import { checkbox, choice, date, group, list, ownerConfirmed, picture, prose, relation, text } from "./field.ts";
import { servicePageLabels } from "./services.ts";

export const guideSchema = group("Moving guides", "The articles of moving advice, one file each.", {
  title: text(
    "Title",
    "The guide's headline; it also names the page's address. Keep it under 40 characters for search.",
    { max: 60 },
  ),
  summary: prose(
    "Summary",
    "One sentence under the headline, on the guides page and in search results (110–160 characters).",
    { min: 70, max: 160 },
  ),
  published: date("Published", "The day the guide first appeared; the newest come first."),
  updated: date("Updated", "The day you last changed what it says; leave empty until you do.").optional(),
  author: relation("Author", "Who wrote it, from People (guide authors).", "people"),
  cover: picture(
    "Cover picture",
    "At the top of the guide, on its card and when the guide is shared (at least 1200 pixels wide).",
    "guides",
  ),
  services: list(
    "Related services",
    "The guide links to these service pages, and they to the guide.",
    choice("Service", "A service page.", servicePageLabels),
  ),
  cities: list(
    "Related cities",
    "The guide links to these city pages, and they to the guide.",
    relation("City", "A city page.", "cities"),
  ),
  draft: checkbox("Draft", "Kept off the public site while ticked: only the editor's preview (npm run edit) shows it."),
  confirmed: ownerConfirmed("this guide"),
});
