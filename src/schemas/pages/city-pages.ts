/** The words every city page shares (src/content/pages/city-pages.yaml), with {cityName} and {cityMoves}. */
import { group, text, wordsConfirmed } from "../field.ts";
import { heading, points } from "../sections.ts";

const line = (label: string, description: string) => text({ label, description, max: 100 });

export const cityPagesPage = group(
  {
    wordsConfirmed: wordsConfirmed("the words every city page shares"),
    eyebrow: line("Eyebrow", 'Above the headline, like "Movers in {cityName}, GA".'),
    highlights: points("Trust points", "Short points under the hero's buttons.", { min: 0, max: 4 }),
    statsTitle: line("Figures heading", "The heading over the city's figures."),
    neighborhoodsHeading: heading("Neighborhoods heading", "The heading over the three neighborhoods."),
    notesHeading: heading("Moving notes heading", "The heading beside the local tips."),
    notesButton: text({ label: "Moving notes button", description: "The quote button under that heading.", max: 30 }),
    quote: heading("Quote form heading", "The heading over the quote form."),
    testimonialHeading: heading("Testimonial heading", "The heading over the city's testimonial."),
    communityEyebrow: line("Community eyebrow", "Above the community section's heading."),
    otherAreasTitle: line("Other areas heading", "The heading of the row of links to the other cities."),
  },
  { label: "City pages", description: "The words every city page shares; each city's own are under Cities." },
);
