/**
 * The questions people ask before they call, answered from the business config, the Terms'
 * limits (policies.ts) and the advertised prices. One answer per question: the FAQ page shows
 * them all, and each service page picks the few that matter to it by id (serviceFaqIds).
 */
import { business } from "../config/business";
import { formatHours } from "../lib/format";
import { cityDirectory } from "./city-directory";
import { packingTiers } from "./packing-services";
import { listInProse, policies } from "./policies";
import { storageTiers } from "./storage-solutions";

export type FaqEntry = {
  /** The answer's #anchor on the FAQ page; stable, so links to it keep working. */
  id: string;
  question: string;
  /** One or more short paragraphs. */
  answer: readonly string[];
  /** A page that says more. */
  more?: { label: string; href: string };
};

const { commitments, figures, licenses, hours } = business;

const priceList = (tiers: readonly { name: string; price: string; unit: string }[]) =>
  listInProse(tiers.map((tier) => `${tier.name.toLowerCase()} from ${tier.price} per ${tier.unit}`));

const hoursList = (rows: readonly { days: string; opens: string; closes: string }[]) =>
  listInProse(rows.map((row) => `${row.days}, ${formatHours(row, "short")}`));

export const faqEntries: readonly FaqEntry[] = [
  {
    id: "quote-cost",
    question: "Does a moving quote cost anything?",
    answer: [
      "No. Quotes are free and carry no obligation, and we can give you one the same day, by phone or through the quote form.",
    ],
    more: { label: "Get your free quote", href: "/get-a-moving-quote" },
  },
  {
    id: "callback-time",
    question: "How quickly will you get back to me?",
    answer: [
      `A moving consultant contacts you within ${commitments.quoteCallbackMinutes} minutes of your quote request. E-mails are answered within ${commitments.emailReplyHours} hours.`,
    ],
  },
  {
    id: "binding-estimate",
    question: "What is the difference between a binding and a non-binding estimate?",
    answer: [
      "A non-binding estimate is our best forecast from what you tell or show us; the final price follows the actual time, materials and services used.",
      "A binding estimate fixes the price for the items and services it lists. It needs an in-person assessment of your home or office by one of our estimators.",
    ],
    more: { label: "Booking and estimates in our Terms", href: "/terms#booking-and-estimates" },
  },
  {
    id: "payment",
    question: "When do I pay, and is there a deposit?",
    answer: [
      `Payment is due when your move is complete. We accept ${listInProse(policies.paymentMethods)}. A deposit may be required to hold your date; your estimate says so if it is, and it is credited to your final bill.`,
    ],
  },
  {
    id: "liability",
    question: "What happens if something is damaged?",
    answer: [
      `Every move includes basic liability coverage at no extra charge: up to ${policies.basicLiabilityPerPound} per pound per item. Full value protection, which repairs, replaces or pays the current value of a damaged item, is available at extra cost.`,
    ],
    more: { label: "Liability and insurance in our Terms", href: "/terms#liability-and-insurance" },
  },
  {
    id: "damage-claims",
    question: "How do I report damage or a missing item?",
    answer: [
      `Tell us within ${policies.damageClaimHours} hours of delivery, by phone at ${business.phone.display} or by e-mail at ${business.email}, with photos if you can. Please also note any visible damage on the delivery paperwork before the crew leaves.`,
    ],
  },
  {
    id: "cancellation",
    question: "Can I cancel or change my moving date?",
    answer: [
      `Yes. Cancel or reschedule at least ${policies.cancellationNoticeHours} hours before your move and there is no charge; with less notice, charges may apply.`,
    ],
    more: { label: "Cancellation in our Terms", href: "/terms#cancellation" },
  },
  {
    id: "prohibited-items",
    question: "Is there anything you will not move or store?",
    answer: [
      `For everyone's safety we cannot move or store: ${policies.prohibitedItems.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join("; ")}.`,
    ],
  },
  {
    id: "confirmation",
    question: "Will you confirm the details before moving day?",
    answer: [
      `Yes. We confirm the date, the times and the details of your move with you ${commitments.confirmHoursBefore} hours before it starts.`,
    ],
  },
  {
    id: "storage-terms",
    question: "How long can I store my belongings with you?",
    answer: [
      `As long as you need. Short-term stays run ${policies.shortTermStorageDays} days; long-term stays of ${policies.longTermStorageDays} days are billed monthly. Climate-controlled storage is available.`,
    ],
    more: { label: "Storage solutions", href: "/storage-solutions" },
  },
  {
    id: "storage-prices",
    question: "What does storage cost?",
    answer: [
      `Our advertised daily rates start at ${priceList(storageTiers)}. Your quote sets out the price for your belongings.`,
    ],
  },
  {
    id: "packing-prices",
    question: "What does packing cost?",
    answer: [
      `Packing is charged by the hour: ${priceList(packingTiers)}. You can have everything packed, only some rooms, or just the fragile pieces.`,
    ],
    more: { label: "Packing services", href: "/packing-services-atlanta" },
  },
  {
    id: "hours",
    question: "When can I reach you, and when do you move?",
    answer: [
      `${hours.moving.label}: ${hoursList(hours.moving.days)}. ${hours.office.label}: ${hoursList(hours.office.days)}.`,
      `Emergency moves are available ${hours.emergency}, and weekend and evening moves can be booked.`,
    ],
  },
  {
    id: "emergency-moves",
    question: "Can you help with an emergency move?",
    answer: [
      `Yes, ${hours.emergency}. Call ${business.phone.display} and tell us what has happened; we will tell you how soon a crew can be with you.`,
    ],
  },
  {
    id: "service-areas",
    question: "Which areas do you serve?",
    answer: [
      `We move homes and businesses across Metro Atlanta from our office in ${business.address.city}, including ${listInProse(cityDirectory.map((city) => city.name))}.`,
    ],
    more: { label: "All service areas", href: "/service-areas" },
  },
  {
    id: "licensed-insured",
    question: "Are you licensed and insured?",
    answer: [
      `Yes. We are licensed and insured (${licenses.usdot}, ${licenses.mc}), and our movers are background-checked. We have been moving Metro Atlanta since ${figures.foundedYear}.`,
    ],
  },
];

/** The questions each service page shows, in order: the ones that matter most for that service. */
export const serviceFaqIds = {
  residential: ["quote-cost", "binding-estimate", "payment", "liability", "cancellation"],
  senior: ["quote-cost", "callback-time", "confirmation", "packing-prices", "liability"],
  commercial: ["binding-estimate", "hours", "payment", "liability", "licensed-insured"],
  packing: ["packing-prices", "prohibited-items", "liability", "damage-claims"],
  storage: ["storage-terms", "storage-prices", "prohibited-items", "payment"],
} as const satisfies Record<string, readonly string[]>;

export type FaqService = keyof typeof serviceFaqIds;

export function faqFor(service: FaqService): FaqEntry[] {
  return serviceFaqIds[service].map((id) => {
    const entry = faqEntries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`No FAQ entry "${id}" in src/content/faq.ts`);
    return entry;
  });
}

export const faqSeo = {
  title: "Moving FAQ: quotes, prices and coverage",
  description: `Straight answers before you call: free quotes, a callback within ${commitments.quoteCallbackMinutes} minutes, payment, liability coverage, cancellation, storage and packing prices.`,
};
