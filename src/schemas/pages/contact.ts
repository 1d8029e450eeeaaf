/** The words of the contact page (src/content/pages/contact.yaml); the phone, e-mail, address and hours are business details. */
import { text } from "../field.ts";
import { heading, innerPage, introCallToAction, notes, points, reviewsHeading, section } from "../sections.ts";

export const contactPage = innerPage("Contact page", "The words of the contact page.", {
  details: section("Contact details section", "The phone, e-mail, office and hours cards.", {
    phoneNote: text({ label: "Under the phone", description: "The line under the phone number.", max: 120 }),
    emailNote: text({ label: "Under the e-mail", description: "The line under the e-mail address.", max: 120 }),
    followTitle: text({ label: "Social heading", description: "The heading over the social buttons.", max: 60 }),
  }),
  areas: heading("Towns section", "The heading over the grid of towns (Towns we serve)."),
  emergency: introCallToAction(
    "Emergency moves section",
    "The navy section with the call-for-emergency-move button.",
    "A paragraph above the emergency call button.",
    { points: points("Points", "The list beside it.", { min: 1, max: 5 }) },
  ),
  visit: section("Office visit section", "The map and the notes for visiting the office.", {
    notes: notes(
      "Notes",
      "The spec's parking, access and transit notes beside the map.",
      { title: { label: "Note", description: "Parking, access or transit." }, body: "What a visitor should know." },
      { min: 1, max: 4 },
    ),
  }),
  reviews: reviewsHeading(),
});
