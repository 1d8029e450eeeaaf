/** The words of the home page (src/content/pages/home.yaml). */
import { choice, group, list, optionalVideo, picture, prose, text } from "../field.ts";
import { iconNames } from "../icons.ts";
import { cards, heading, seo, steps } from "../sections.ts";

export const homePage = group(
  {
    seo: seo({ fullTitle: true }),
    hero: group(
      {
        eyebrow: text({ label: "Eyebrow", description: "The short line in capitals above the headline.", max: 80 }),
        title: text({ label: "Headline", description: "The page's main heading.", max: 90 }),
        intro: prose({ label: "Introduction", description: "A sentence or two under the headline.", max: 300 }),
        picture: picture({
          label: "Hero picture",
          description: "The full-width picture behind the headline (a wide photo, 1920 pixels or more across).",
          folder: "home",
        }),
        video: optionalVideo({
          label: "Hero video",
          description:
            "A short silent MP4 loop that plays over the hero picture, and on request in the video section. Its first frame should match the picture. Empty: no video.",
        }),
        videoLabel: text({
          label: "Video description",
          description: "What the video shows, for people who cannot see it.",
          max: 160,
        }),
        badges: list(
          group(
            {
              icon: choice(iconNames, { label: "Icon", description: "The picture in the badge." }),
              label: text({ label: "Text", description: "A few words.", max: 60 }),
            },
            { label: "Badge", description: "One trust badge." },
          ),
          {
            label: "Trust badges",
            description: "The pills under the introduction.",
            min: 2,
            max: 4,
            itemLabel: "label",
          },
        ),
      },
      { label: "Top of the page", description: "The headline, introduction and trust badges over the hero picture." },
    ),
    services: heading("Services section", "The heading over the four service cards."),
    worries: group(
      {
        heading: heading("Heading", "The section's heading."),
        items: cards("Worries", "What people dread about moving, and how the company handles it.", { min: 3, max: 3 }),
      },
      { label: "Worries section", description: "The navy section about stress, damage and unreliable movers." },
    ),
    steps: group(
      {
        heading: heading("Heading", "The section's heading."),
        steps: steps("Steps", "Get a quote, schedule, move.", { min: 3, max: 3 }),
      },
      { label: "Process section", description: "The three steps to moving day." },
    ),
    areas: heading("Service areas section", "The heading over the list of towns."),
    video: group(
      {
        eyebrow: text({ label: "Eyebrow", description: "The short line in capitals above the heading.", max: 60 }),
        title: text({ label: "Heading", description: "The section's heading.", max: 120 }),
        body: prose({ label: "Text", description: "A sentence or two above the call and quote buttons.", max: 300 }),
      },
      { label: "Video section", description: "The closing section beside the video." },
    ),
  },
  { label: "Home page", description: "The words of the home page." },
);
