/** The words around the moving guides (src/content/pages/moving-guides.yaml); the guides are under Moving guides. */
import { group, prose, text } from "../field.ts";
import { hero, seo } from "../sections.ts";

export const movingGuidesPage = group(
  {
    seo: seo(),
    hero: hero(),
    related: text({
      label: "Related guides heading",
      description: "Over the guides a service or city page lists (up to three).",
      max: 80,
    }),
    closing: group(
      {
        title: text({ label: "Heading", description: "The heading of the call to action.", max: 80 }),
        body: prose({ label: "Text", description: "A sentence over the call and quote buttons.", max: 240 }),
      },
      { label: "End of each guide", description: "The call to action under every guide." },
    ),
  },
  {
    label: "Guides page",
    description: "The guides list's top, the related-guides heading and the call to action under each guide.",
  },
);
