/** What the company does for its community (the About page). */
import { choice, entries, group, list, ownerConfirmed, prose, text } from "../field.ts";
import { iconNames } from "../icons.ts";

export const community = group(
  {
    programsConfirmed: ownerConfirmed("that the company runs every program below"),
    programs: entries(
      { label: "Program", description: "One community program." },
      {
        icon: choice(iconNames, { label: "Icon", description: "The picture beside the program." }),
        title: text({ label: "Title", description: "The program's name.", min: 3, max: 60 }),
        description: prose({ label: "Description", description: "One sentence about it.", min: 10, max: 200 }),
        details: list(text({ label: "Detail", description: "One thing the program does.", min: 3, max: 120 }), {
          label: "Details",
          description: "A short list under the description.",
        }),
      },
      { label: "Programs", description: "The About page's community section.", min: 1, itemLabel: "title" },
    ),
  },
  { label: "Community", description: "What the company does for its community (the About page)." },
);
