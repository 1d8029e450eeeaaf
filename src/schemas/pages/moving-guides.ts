/** The words around the moving guides (src/content/pages/moving-guides.yaml); the guides are under Moving guides. */
import { group, text } from "../field.ts";
import { callToAction, hero, seo } from "../sections.ts";

export const movingGuidesPage = group(
  {
    seo: seo(),
    hero: hero(),
    related: text({
      label: "Related guides heading",
      description: "Over the guides a service or city page lists (up to three).",
      max: 80,
    }),
    closing: callToAction(
      "End of each guide",
      "The call to action under every guide.",
      "A sentence over the call and quote buttons.",
    ),
  },
  {
    label: "Guides page",
    description: "The guides list's top, the related-guides heading and the call to action under each guide.",
  },
);
