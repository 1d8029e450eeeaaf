/** The words of the contact page (src/content/pages/contact.yaml); the phone, e-mail, address and hours are business details. */
import { group, list, prose, text } from "../field.ts";
import { heading, hero, points, seo } from "../sections.ts";

export const contactPage = group(
  {
    seo: seo(),
    hero: hero(),
    details: group(
      {
        heading: heading("Heading", "The section's heading."),
        phoneNote: text({ label: "Under the phone", description: "The line under the phone number.", max: 120 }),
        emailNote: text({ label: "Under the e-mail", description: "The line under the e-mail address.", max: 120 }),
        followTitle: text({ label: "Social heading", description: "The heading over the social buttons.", max: 60 }),
      },
      { label: "Contact details section", description: "The phone, e-mail, office and hours cards." },
    ),
    areas: heading("Towns section", "The heading over the grid of towns (Towns we serve)."),
    emergency: group(
      {
        eyebrow: text({ label: "Eyebrow", description: "The short line in capitals above the heading.", max: 60 }),
        title: text({ label: "Heading", description: "The section's heading.", max: 80 }),
        body: prose({ label: "Text", description: "A paragraph above the emergency call button.", max: 400 }),
        points: points("Points", "The list beside it.", { min: 1, max: 5 }),
      },
      { label: "Emergency moves section", description: "The navy section with the call-for-emergency-move button." },
    ),
    visit: group(
      {
        heading: heading("Heading", "The section's heading."),
        notes: list(
          group(
            {
              title: text({ label: "Note", description: "Parking, access or transit.", max: 40 }),
              body: prose({ label: "Text", description: "What a visitor should know.", max: 300 }),
            },
            { label: "Note", description: "One note for visitors." },
          ),
          {
            label: "Notes",
            description: "The spec's parking, access and transit notes beside the map.",
            min: 1,
            max: 4,
            itemLabel: "title",
          },
        ),
      },
      { label: "Office visit section", description: "The map and the notes for visiting the office." },
    ),
    reviews: heading("Reviews section", "The heading over the testimonial."),
  },
  { label: "Contact page", description: "The words of the contact page." },
);
