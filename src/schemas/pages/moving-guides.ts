/** The words around the moving guides (src/content/pages/moving-guides.yaml); the guides are under Moving guides. */
import { callToAction, headingText, innerPage } from "../sections.ts";

export const movingGuidesPage = innerPage(
  "Guides page",
  "The guides list's top, the related-guides heading and the call to action under each guide.",
  {
    related: headingText("Related guides heading", "Over the guides a service or city page lists (up to three).", 80),
    closing: callToAction(
      "End of each guide",
      "The call to action under every guide.",
      "A sentence over the call and quote buttons.",
    ),
  },
);
