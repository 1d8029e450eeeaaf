/** The words of the review page (src/content/pages/leave-a-review.yaml); its links are the review profiles in Business details. */
import { group, prose, text } from "../field.ts";
import { innerPage } from "../sections.ts";

export const leaveAReviewPage = innerPage(
  "Review page",
  "The page that asks customers for a review, with a QR code for each review profile set under Business details.",
  {
    card: group(
      {
        title: text({
          label: "Heading",
          description: 'The question at the top of the card, like "How did we do?".',
          max: 60,
        }),
        body: prose({
          label: "Text",
          description:
            "The request above the QR codes. Ask every customer the same way: Google and the FTC forbid asking only happy customers, and offering anything for a review.",
          max: 300,
        }),
      },
      {
        label: "Review card",
        description: "The card with a QR code for each review profile; printed, it is the card the crews hand out.",
      },
    ),
  },
);
