/** The words of the home page (src/content/pages/home.yaml). */
import { choice, entries, group, optionalVideo, picture, prose, text, wordsConfirmed } from "../field.ts";
import { cards, heading, introCallToAction, section, seo, steps } from "../sections.ts";
import { iconNames } from "../icons.ts";

export const homePage = group(
  {
    wordsConfirmed: wordsConfirmed("the home page"),
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
        badges: entries(
          { label: "Badge", description: "One trust badge." },
          {
            icon: choice(iconNames, { label: "Icon", description: "The picture in the badge." }),
            label: text({ label: "Text", description: "A few words.", max: 60 }),
          },
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
    worries: section("Worries section", "The navy section about stress, damage and unreliable movers.", {
      items: cards("Worries", "What people dread about moving, and how the company handles it.", { min: 3, max: 3 }),
    }),
    steps: section("Process section", "The three steps to moving day.", {
      steps: steps("Steps", "Get a quote, schedule, move.", { min: 3, max: 3 }),
    }),
    areas: heading("Service areas section", "The heading over the list of towns."),
    video: introCallToAction("Video section", "The closing section beside the video."),
  },
  { label: "Home page", description: "The words of the home page." },
);
