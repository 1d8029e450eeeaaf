/** The limits the Terms of Service set. */
import { group, integer, list, text, wordsConfirmed } from "../field.ts";
import { dollars } from "./amounts.ts";

export const policies = group(
  {
    wordsConfirmed: wordsConfirmed("these policies, in the Terms and the FAQ"),
    basicLiabilityPerPound: dollars(
      "Basic liability",
      "Dollars per pound per item covered at no charge: {basicLiabilityPerPound}.",
    ),
    damageClaimHours: integer({
      label: "Damage claims",
      description: "Hours after delivery within which damage must be reported: {damageClaimHours}.",
      min: 1,
      max: 720,
    }),
    cancellationNoticeHours: integer({
      label: "Cancellation notice",
      description: "Hours before a move a cancellation is free of charges: {cancellationNoticeHours}.",
      min: 1,
      max: 720,
    }),
    deposit: text({
      label: "Deposit",
      description: "Whether and when a deposit is asked, as a sentence: {deposit}.",
      max: 200,
    }),
    paymentMethods: list(text({ label: "Method", description: 'Like "major credit cards".', max: 40 }), {
      label: "Payment methods",
      description: "What the company accepts: {paymentMethods}.",
      min: 1,
    }),
    prohibitedItems: list(text({ label: "Item", description: "One kind of item, as a sentence fragment.", max: 160 }), {
      label: "Prohibited items",
      description: "What the company will not move or store, listed in the Terms and the FAQ: {prohibitedItems}.",
      min: 1,
    }),
    disputeVenue: text({
      label: "Arbitration venue",
      description: "Where arbitration takes place: {disputeVenue}.",
      max: 40,
    }),
    governingLaw: text({
      label: "Governing law",
      description: "Whose law governs the Terms: {governingLaw}.",
      max: 40,
    }),
    minimumAge: integer({
      label: "Minimum age",
      description: "The age under which the services are not directed: {minimumAge}.",
      min: 13,
      max: 21,
    }),
  },
  {
    label: "Terms limits",
    description:
      "The limits the Terms of Service set; the Terms, the FAQ and the Check us panel beside the quote forms state them from here.",
  },
);
