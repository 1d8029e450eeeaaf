/** One city landing page (src/content/cities/<name>.yaml, at /movers-<name>-ga), with words of its own. */
import { checkbox, group, list, integer, prose, text, wordsConfirmed } from "./field.ts";
import { notes, stats, testimonial } from "./sections.ts";
import { townCenter } from "./towns.ts";

export const citySchema = group("Cities", "The city landing pages, one file each.", {
  wordsConfirmed: wordsConfirmed("this city's page"),
  name: text("City", "The city's name; it also names the page's address.", { max: 40 }),
  county: text("County", 'Above the figures, like "DeKalb County".', { max: 60 }),
  ...townCenter,
  moves: text("Moves here", 'The city\'s move count, like "2,000+". Text on this page can say {cityMoves}.', {
    max: 20,
  }),
  listOrder: integer("Position", "Where the city comes in lists: 1 first.", { min: 1, max: 99 }),
  inHeaderMenu: checkbox("In the header's menu", "Listed in the header's Locations menu and the footer."),
  cardDescription: prose("Card text", "One sentence for the city's card on the service-areas page.", {
    min: 60,
    max: 160,
  }),
  seo: group("Search and sharing", "How the page appears in search results.", {
    title: text("Page title", "The whole browser-tab title and search headline (nothing is added).", { max: 60 }),
    description: prose("Search description", "The two lines under it in search results (aim for 110–160 characters).", {
      min: 70,
      max: 200,
    }),
  }),
  hero: group("Top of the page", "The headline and introduction.", {
    title: text("Headline", "The page's main heading.", { max: 90 }),
    intro: prose("Introduction", "One or two sentences under it.", { max: 320 }),
  }),
  stats: stats("Figures", "The figures under the hero; the first is usually the city's move count.", {
    min: 2,
    max: 4,
  }),
  neighborhoods: list(
    "Neighborhoods",
    "Three neighborhoods, with what moving in each involves.",
    group("Neighborhood", "One neighborhood; it is also pinned on the page's map.", {
      name: text("Neighborhood", "Its name.", { max: 60 }),
      description: prose("Text", "What moving there involves.", { max: 500 }),
    }),
    { min: 3, max: 3, itemLabel: "name" },
  ),
  movingNotes: notes(
    "Local moving notes",
    "Three tips for moving in the city.",
    ["Tip", "Its heading."],
    "Two or three sentences.",
    { min: 3, max: 3 },
  ),
  community: group("Community", "The navy section near the end of the page.", {
    heading: text("Heading", "The community section's heading.", { max: 80 }),
    body: prose("Text", "A paragraph above the Schedule Your Move button.", { max: 700 }),
  }),
  testimonial: testimonial(),
});
