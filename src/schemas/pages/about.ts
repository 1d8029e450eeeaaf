/** The words of the About page (src/content/pages/about.yaml); the community programs are business details. */
import { list, picture, prose, text } from "../field.ts";
import {
  cardSection,
  cards,
  heading,
  innerPage,
  quoteHeading,
  reviewsHeading,
  section,
  statsSection,
} from "../sections.ts";

export const aboutPage = innerPage("About page", "The words of the About page.", {
  story: section("Story section", "The company's story.", {
    paragraphs: list(prose({ label: "Paragraph", description: "One paragraph of the story.", max: 600 }), {
      label: "Story",
      description: "The company's story, from the spec's facts: founded by a veteran, family-owned.",
      min: 1,
      max: 5,
    }),
    principle: text({
      label: "Standard",
      description: "The standard the story is about, set apart in a quote box.",
      max: 160,
    }),
    principleCaption: text({ label: "Standard caption", description: "The line under it.", max: 80 }),
  }),
  stats: statsSection("Figures section", "The figures tiles."),
  values: cardSection("Values section", "The four core values: Integrity, Care, Excellence, Community.", {
    min: 4,
    max: 4,
  }),
  reasons: cardSection("Reasons section", "Six reasons to choose the company.", { min: 6, max: 6 }),
  team: section("Team section", "The team: experienced, background checked, trained.", {
    picture: picture({
      label: "Team picture",
      description: "The picture beside the team section (a landscape photo, 1200 pixels or more across).",
      folder: "about",
    }),
    points: cards(
      "Points",
      "Experienced, background checked, ongoing training; a fourth naming {trainingProgram} shows once that is filled in.",
      { min: 3, max: 4 },
    ),
  }),
  community: heading("Community section", "The heading over the community programs (Business details, Community)."),
  quote: quoteHeading(),
  reviews: reviewsHeading(),
});
