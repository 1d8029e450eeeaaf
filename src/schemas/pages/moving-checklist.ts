/** The words of the checklist page (src/content/pages/moving-checklist.yaml); its tasks are in moving-checklist.yaml. */
import { group, prose, text } from "../field.ts";
import { hero, seo } from "../sections.ts";

export const movingChecklistPage = group(
  {
    seo: seo(),
    hero: hero(),
    aside: group(
      {
        title: text({ label: "Heading", description: "The box's heading.", max: 60 }),
        body: prose({ label: "Text", description: "A sentence or two above its quote and call buttons.", max: 300 }),
      },
      { label: "Help box", description: "The box beside the list on wide screens, offering to do the move." },
    ),
  },
  {
    label: "Checklist page",
    description: "The words around the moving checklist; its tasks are under Moving checklist.",
  },
);
