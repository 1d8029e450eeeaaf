/**
 * One city landing page (src/content/cities/<name>.yaml). The file's name, from the city's
 * name, makes the address: east-point.yaml is /movers-east-point-ga. Each city has its own
 * neighborhoods, notes and story, so no page reads as another with the name swapped.
 */
import { checkbox, entries, group, integer, prose, text, wordsConfirmed } from "./field.ts";
import { notes, stats, testimonial } from "./sections.ts";
import { townCenter } from "./towns.ts";

export const citySchema = group(
  {
    wordsConfirmed: wordsConfirmed("this city's page"),
    name: text({ label: "City", description: "The city's name; it also names the page's address.", max: 40 }),
    county: text({ label: "County", description: 'Above the figures, like "DeKalb County".', max: 60 }),
    ...townCenter,
    moves: text({
      label: "Moves here",
      description: 'The city\'s move count, like "2,000+". Text on this page can say {cityMoves}.',
      max: 20,
    }),
    listOrder: integer({ label: "Position", description: "Where the city comes in lists: 1 first.", min: 1, max: 99 }),
    inHeaderMenu: checkbox({
      label: "In the header's menu",
      description: "Listed in the header's Locations menu and the footer.",
    }),
    cardDescription: prose({
      label: "Card text",
      description: "One sentence for the city's card on the service-areas page.",
      min: 60,
      max: 160,
    }),
    seo: group(
      {
        title: text({
          label: "Page title",
          description: "The whole browser-tab title and search headline (nothing is added).",
          max: 60,
        }),
        description: prose({
          label: "Search description",
          description: "The two lines under it in search results (aim for 110–160 characters).",
          min: 70,
          max: 200,
        }),
      },
      { label: "Search and sharing", description: "How the page appears in search results." },
    ),
    hero: group(
      {
        title: text({ label: "Headline", description: "The page's main heading.", max: 90 }),
        intro: prose({ label: "Introduction", description: "One or two sentences under it.", max: 320 }),
      },
      { label: "Top of the page", description: "The headline and introduction." },
    ),
    stats: stats("Figures", "The figures under the hero; the first is usually the city's move count.", {
      min: 2,
      max: 4,
    }),
    neighborhoods: entries(
      { label: "Neighborhood", description: "One neighborhood; it is also pinned on the page's map." },
      {
        name: text({ label: "Neighborhood", description: "Its name.", max: 60 }),
        description: prose({ label: "Text", description: "What moving there involves.", max: 500 }),
      },
      {
        label: "Neighborhoods",
        description: "Three neighborhoods, with what moving in each involves.",
        min: 3,
        max: 3,
        itemLabel: "name",
      },
    ),
    movingNotes: notes(
      "Local moving notes",
      "Three tips for moving in the city.",
      { title: { label: "Tip", description: "Its heading." }, body: "Two or three sentences." },
      { min: 3, max: 3 },
    ),
    community: group(
      {
        heading: text({ label: "Heading", description: "The community section's heading.", max: 80 }),
        body: prose({ label: "Text", description: "A paragraph above the Schedule Your Move button.", max: 700 }),
      },
      { label: "Community", description: "The navy section near the end of the page." },
    ),
    testimonial: testimonial(),
  },
  { label: "Cities", description: "The city landing pages, one file each." },
);
