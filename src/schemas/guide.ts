/** A moving guide (src/content/guides/<title>.md, at /moving-guides/<name>): this frontmatter, then Markdown. */
import { checkbox, choice, date, group, list, ownerConfirmed, picture, prose, relation, text } from "./field.ts";
import { servicePageKeys, servicePageLabels } from "./services.ts";

export const guideSchema = group(
  {
    title: text({
      label: "Title",
      description: "The guide's headline; it also names the page's address. Keep it under 40 characters for search.",
      max: 60,
    }),
    summary: prose({
      label: "Summary",
      description: "One sentence under the headline, on the guides page and in search results (110–160 characters).",
      min: 70,
      max: 160,
    }),
    published: date({ label: "Published", description: "The day the guide first appeared; the newest come first." }),
    updated: date({
      label: "Updated",
      description: "The day you last changed what it says; leave empty until you do.",
    }).optional(),
    author: relation("people", { label: "Author", description: "Who wrote it, from People (guide authors)." }),
    cover: picture({
      label: "Cover picture",
      description: "At the top of the guide, on its card and when the guide is shared (at least 1200 pixels wide).",
      folder: "guides",
    }),
    services: list(
      choice(servicePageKeys, { label: "Service", description: "A service page.", optionLabels: servicePageLabels }),
      { label: "Related services", description: "The guide links to these service pages, and they to the guide." },
    ),
    cities: list(relation("cities", { label: "City", description: "A city page." }), {
      label: "Related cities",
      description: "The guide links to these city pages, and they to the guide.",
    }),
    draft: checkbox({
      label: "Draft",
      description: "Kept off the public site while ticked: only the editor's preview (npm run edit) shows it.",
    }),
    confirmed: ownerConfirmed("this guide"),
  },
  { label: "Moving guides", description: "The articles of moving advice, one file each." },
);
