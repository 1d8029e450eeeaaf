/** The marketing figures and the response times the site promises, exactly as it shows them. */
import { group, integer, text } from "../field.ts";

const figure = (label: string, description: string) => text({ label, description, max: 12 });

export const figures = group(
  {
    foundedYear: integer({
      label: "Founded",
      description: "The year the company was founded: {foundedYear}.",
      min: 1800,
      max: 2100,
    }),
    yearsExperience: figure("Years of experience", 'Like "55+": {yearsExperience}.'),
    rating: figure("Rating", 'The customer rating, like "5.0": {rating}.'),
    bbbRating: figure("Business bureau rating", 'Like "A+": {bbbRating}.'),
    totalMoves: figure("Moves in all", 'Like "25,000+" (the About page): {totalMoves}.'),
    atlantaMoves: figure("Atlanta moves", 'Like "10,000+" (the quote page and the Atlanta page): {atlantaMoves}.'),
    seniorMoves: figure("Senior moves", 'Like "5,000+": {seniorMoves}.'),
    officeMoves: figure("Office moves", 'Like "1,500+": {officeMoves}.'),
    serviceAreaCities: figure("Service-area cities", 'Like "10+": {serviceAreaCities}.'),
  },
  {
    label: "Figures",
    description: "The marketing figures, exactly as the site shows them. The name in braces puts one in any text.",
  },
);

export const commitments = group(
  {
    quoteCallbackMinutes: integer({
      label: "Quote call-back",
      description: "Minutes until a consultant contacts someone who asked for a quote: {quoteCallbackMinutes}.",
      min: 1,
      max: 1440,
    }),
    emailReplyHours: integer({
      label: "E-mail reply",
      description: "Hours until an e-mail is answered: {emailReplyHours}.",
      min: 1,
      max: 168,
    }),
    confirmHoursBefore: integer({
      label: "Move confirmed",
      description: "Hours before a move its details are confirmed: {confirmHoursBefore}.",
      min: 1,
      max: 168,
    }),
  },
  { label: "Service commitments", description: "The response times the site promises." },
);
