/**
 * The Terms of Service, in plain English. The limits (liability per pound, the 24-hour
 * windows, payment, arbitration) are the spec's (section 9); contact details come from
 * the business config.
 */
import { companyContactDetails, type LegalDocument } from "../components/legal-page";
import { business } from "../config/business";
import { formatDollars } from "../lib/dollars";
import { listInProse, policies } from "./policies";

const { prices } = business;

export const termsSeo = {
  title: "Terms of Service",
  description: `The terms for moving with ${business.name}: estimates, payment, liability coverage, claims, cancellation and how disputes are settled in Georgia.`,
};

export const terms: LegalDocument = {
  title: "Terms of Service",
  summary: `These terms explain what you can expect from ${business.name} and what we ask of you when you use this website or book a move with us. We have kept them as short and plain as we can.`,
  sections: [
    {
      id: "acceptance",
      title: "Acceptance",
      body: [
        `These terms apply to this website and to every moving, packing and storage service provided by ${business.legalName} (“${business.name}”, “we”, “us”). By using the website, requesting an estimate or booking a move, you agree to them.`,
        "Your written estimate, your bill of lading and any storage agreement form part of your contract with us. Where one of those documents says something more specific about your move, that document applies.",
      ],
    },
    {
      id: "services",
      title: "Services",
      body: [
        "We provide residential, senior, commercial and office moving, professional packing and unpacking, and short- and long-term storage in and around Metro Atlanta, Georgia.",
        "The services, prices and availability described on this website are general information, not an offer. What we will do for you, and at what price, is set out in your written estimate and confirmed in your bill of lading.",
      ],
    },
    {
      id: "booking-and-estimates",
      title: "Booking and estimates",
      body: [
        "Estimates are free and carry no obligation. We can estimate from the quote form, by phone, by video call or in person.",
        {
          items: [
            "A non-binding estimate is our best reasonable forecast based on what you tell us or show us. Your final price is based on the actual time, materials and services used.",
            "A binding estimate fixes the price for the items and services it lists. It requires an in-person assessment of your home or office by one of our estimators.",
            "Items or services added after the estimate, or access conditions that differ from what we were told (for example, stairs, long carries or a missing elevator reservation), may change the price. We will tell you before the extra work is done.",
          ],
        },
        `Your move is booked once we have confirmed the date in writing. We confirm the details with you ${business.commitments.confirmHoursBefore} hours before your move.`,
      ],
    },
    {
      id: "payment",
      title: "Payment",
      body: [
        "Payment is due on completion of your move, before the crew leaves, unless we have agreed other terms in writing (for example, invoicing for a business account).",
        `We accept ${listInProse(policies.paymentMethods)}. A deposit may be required to hold your date, particularly for large moves, peak dates or storage; the estimate will say so and the deposit is credited to your final bill.`,
        `Short-term storage (${policies.shortTermStorageDays} days) is charged at the daily rate of its type for the days your goods are stored: basic from ${formatDollars(prices.storagePerDay.basic)}, climate controlled from ${formatDollars(prices.storagePerDay.climateControlled)} and premium from ${formatDollars(prices.storagePerDay.premium)} a day. Long-term storage (${policies.longTermStorageDays} days) is billed monthly.`,
      ],
    },
    {
      id: "customer-responsibilities",
      title: "Customer responsibilities",
      body: [
        "To keep your move safe and on schedule, we ask you to:",
        {
          items: [
            "Give us accurate information about what is moving and about access at both addresses",
            "Arrange parking, elevator reservations and any building or HOA permissions, or tell us early so we can help",
            "Be present, or have someone you authorize present, at pickup and at delivery",
            "Pack anything you are packing yourself securely, and tell us about fragile or high-value items before the move",
            "Carry cash, jewelry, important documents, medication and irreplaceable keepsakes yourself",
            "Empty, defrost and dry refrigerators and freezers, and disconnect appliances before we arrive",
          ],
        },
      ],
    },
    {
      id: "liability-and-insurance",
      title: "Liability and insurance",
      body: [
        `We are licensed and insured. Every move includes basic liability coverage at no extra charge. Under basic coverage, our liability for loss or damage is limited to ${policies.basicLiabilityPerPound} per pound per item. For example, a 50-pound television damaged in transit would be covered for up to $30.`,
        "Full value protection is available at extra cost. With full value protection, we repair the damaged item, replace it with a similar item or pay its current market value, subject to the terms and deductible you choose when you book.",
        `Damage or loss must be reported to us within ${policies.damageClaimHours} hours of delivery, by phone or at ${business.email}, with photographs where possible. Please note any visible damage on the delivery paperwork before the crew leaves.`,
        "We are not responsible for the contents of boxes we did not pack, unless the box itself shows damage from our handling, or for items that are fragile by nature and were not packed by us.",
      ],
    },
    {
      id: "prohibited-items",
      title: "Prohibited items",
      body: [
        "For the safety of our crews and your belongings, we cannot move or store:",
        {
          items: policies.prohibitedItems,
        },
        "If we find a prohibited item, we may refuse to load it. You remain responsible for any damage it causes.",
      ],
    },
    {
      id: "cancellation",
      title: "Cancellation",
      body: [
        `You can cancel or reschedule your move free of charge if you tell us at least ${policies.cancellationNoticeHours} hours before the scheduled start time. If you cancel with less than ${policies.cancellationNoticeHours} hours' notice, charges may apply, including any deposit and the cost of materials delivered to you.`,
        "If we must cancel or reschedule, we will tell you as soon as we can and refund any deposit you have paid, or move your booking to a date that suits you.",
      ],
    },
    {
      id: "force-majeure",
      title: "Force majeure",
      body: [
        "We are not responsible for delays or failures caused by events outside our reasonable control, such as severe weather, floods, fire, road closures, accidents, government orders, strikes or utility failures. When such an event affects your move, we will contact you promptly and work with you on a new date or another solution.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Dispute resolution",
      body: [
        "If something goes wrong, please call or write to us first. Most problems can be settled quickly by talking to the people who handled your move.",
        "Any dispute we cannot resolve together will be settled by binding arbitration under the laws of the State of Georgia, with the arbitration held in Atlanta, Georgia. The arbitrator's decision is final and may be entered in any court with jurisdiction. Either of us may still bring an individual claim in small claims court if it qualifies.",
        "These terms are governed by the laws of the State of Georgia and, where they apply to your move, by federal law.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      body: [
        "Except where the law does not allow it, our liability for any loss or damage arising from our services is limited to the coverage described under Liability and Insurance. We are not liable for indirect or consequential losses, such as lost earnings, hotel costs or missed travel, caused by a delay or by damage to your goods.",
        "This website and its content are provided as they are, for general information. We work to keep them accurate but do not guarantee that they are complete or always available.",
      ],
    },
    {
      id: "changes",
      title: "Changes",
      body: [
        "We may update these terms from time to time. The version in effect on the date your move is booked applies to that move. The date at the top of this page shows when these terms were last updated.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      body: [
        "Questions about these terms, or about a claim, are welcome. You can reach us at:",
        { definitions: companyContactDetails },
      ],
    },
  ],
};
