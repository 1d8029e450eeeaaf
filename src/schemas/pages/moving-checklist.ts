/** The words of the checklist page (src/content/pages/moving-checklist.yaml); its tasks are in moving-checklist.yaml. */
import { callToAction, innerPage } from "../sections.ts";

export const movingChecklistPage = innerPage(
  "Checklist page",
  "The words around the moving checklist; its tasks are under Moving checklist.",
  {
    aside: callToAction(
      "Help box",
      "The box beside the list on wide screens, offering to do the move.",
      "A sentence or two above its quote and call buttons.",
    ),
  },
);
