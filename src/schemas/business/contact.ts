/** How to reach the company: the phone, the e-mail and the office address. */
import { decimal, group, ownerConfirmed, text } from "../field.ts";
import { usPhoneMessage, usPhonePattern } from "./facts.ts";

export const contact = {
  phone: text({
    label: "Phone",
    description:
      "The number as the site writes it, like (770) 555-0142 or (770) 555-MOVE; every Call button dials it (letters as on a phone keypad): {phone}.",
    pattern: { regex: usPhonePattern, message: usPhoneMessage },
  }),
  email: text({
    label: "E-mail",
    description: "Where the Email Us buttons write to: {email}.",
    pattern: { regex: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, message: "must be an e-mail address like moves@example.com" },
  }),
  address: group(
    {
      street: text({
        label: "Street",
        description: "Street and suite, shown in the header, footer and contact page. The whole address: {address}.",
        min: 3,
        max: 80,
      }),
      city: text({ label: "City", description: "The office's city: {officeCity}.", min: 2, max: 40 }),
      region: text({
        label: "State",
        description: "Two-letter state code.",
        pattern: { regex: /^[A-Z]{2}$/, message: "must be a two-letter state code" },
      }),
      postalCode: text({
        label: "ZIP code",
        description: "Five digits.",
        pattern: { regex: /^\d{5}$/, message: "must be a five-digit ZIP code" },
      }),
      latitude: decimal({
        label: "Latitude",
        description: "The office's position on the map, north.",
        min: -90,
        max: 90,
      }),
      longitude: decimal({
        label: "Longitude",
        description: "The office's position on the map, east (negative in the US).",
        min: -180,
        max: 180,
      }),
      confirmed: ownerConfirmed("this address and map position"),
    },
    {
      label: "Office address",
      description: "Where the office is: the header, footer, contact page, map and structured data.",
    },
  ),
};
