/** The ways in besides a call and the quote form: each off until the owner sets it. */
import { group, optionalText, optionalUrl } from "../field.ts";
import { usPhonePattern } from "./facts.ts";

export const waysIn = group(
  {
    textNumber: optionalText({
      label: "Texting number",
      description:
        "A number that takes text messages; shows a Text us button on the contact and quote pages. It must be registered for business texting (US 10DLC, through your texting provider), or carriers block the texts.",
      pattern: {
        regex: usPhonePattern,
        message: "must be a US phone number with its area code, like (770) 555-0142 or (770) 555-MOVE, or empty",
      },
    }),
    bookingUrl: optionalUrl({
      label: "Booking page",
      description:
        "Your scheduler's booking page (Calendly, Acuity, your moving software's portal); shows a button to book an estimate visit or video survey on the contact and quote pages.",
    }),
    videoSurveyUrl: optionalUrl({
      label: "Video survey page",
      description:
        "Where a customer sends a video of their home (your survey service's link); shows a button and the filming tips on the contact and quote pages.",
    }),
  },
  {
    label: "Texting, booking and video",
    description: "Optional ways to reach the company besides a call and the quote form; each shows once it is set.",
  },
);
