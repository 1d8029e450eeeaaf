/**
 * The moving checklist: eight weeks to moving day, a visitor's own to-do list. Practical
 * steps for any move; where a step involves us, it says only what the spec says we do.
 */
import { business } from "../config/business";

export type ChecklistTask = {
  /** Stable: the visitor's ticks are stored under it on their device. */
  id: string;
  text: string;
  /** A page that helps with this step. */
  link?: { label: string; href: string };
};

export type ChecklistWeek = { id: string; title: string; tasks: readonly ChecklistTask[] };

export const checklistWeeks: readonly ChecklistWeek[] = [
  {
    id: "eight-weeks",
    title: "Eight weeks before",
    tasks: [
      {
        id: "get-quote",
        text: "Ask two or three movers for a written quote, and compare what each one includes.",
        link: { label: "Get our free quote", href: "/get-a-moving-quote" },
      },
      { id: "moving-folder", text: "Start a moving folder for quotes, receipts, leases and contracts." },
      {
        id: "walk-through",
        text: "Walk through every room, closet and the garage, and decide what you will not take.",
      },
      { id: "school-records", text: "If you have children changing schools, ask for their records to be transferred." },
    ],
  },
  {
    id: "six-weeks",
    title: "Six weeks before",
    tasks: [
      {
        id: "book-date",
        text: "Book your moving date, and ask whether weekend or evening times suit you better.",
      },
      { id: "sell-donate", text: "Sell, donate or give away what you are not taking." },
      { id: "measure-rooms", text: "Measure your new rooms and doorways for large furniture." },
      {
        id: "storage-need",
        text: "Decide whether you need storage between homes, and for how long.",
        link: { label: "Storage options", href: "/storage-solutions" },
      },
    ],
  },
  {
    id: "four-weeks",
    title: "Four weeks before",
    tasks: [
      {
        id: "packing-plan",
        text: "Choose how much to pack yourself: everything, some rooms, or only the fragile pieces.",
        link: { label: "Packing services", href: "/packing-services-atlanta" },
      },
      { id: "packing-supplies", text: "Gather boxes, tape, paper and markers, and start with rooms you use least." },
      { id: "change-address", text: "Change your address with the post office, your bank and your employer." },
      { id: "building-rules", text: "Ask both buildings about elevator reservations, loading zones and parking." },
    ],
  },
  {
    id: "two-weeks",
    title: "Two weeks before",
    tasks: [
      {
        id: "utilities",
        text: "Schedule power, water, gas and internet to stop at the old home and start at the new one.",
      },
      { id: "valuables", text: "Set aside jewelry, documents, medication and keepsakes to carry yourself." },
      {
        id: "use-up-food",
        text: "Use up frozen and perishable food; we cannot move perishables, plants or live animals.",
      },
      { id: "label-boxes", text: "Label every box with its room and a short list of what is inside." },
    ],
  },
  {
    id: "one-week",
    title: "One week before",
    tasks: [
      {
        id: "essentials-box",
        text: "Pack an essentials box: chargers, toiletries, a change of clothes, tools and snacks.",
      },
      { id: "disassemble", text: "Take apart furniture you are moving yourself, and bag and label the screws." },
      {
        id: "confirm-details",
        text: `Expect our call ${business.commitments.confirmHoursBefore} hours before your move to confirm the time and details.`,
      },
      { id: "clean-appliances", text: "Plan to empty, defrost and dry the refrigerator and freezer the day before." },
    ],
  },
  {
    id: "moving-day",
    title: "Moving day",
    tasks: [
      { id: "be-there", text: "Be there, or have someone you trust there, when the crew arrives and at delivery." },
      { id: "walk-crew", text: "Walk the crew through what moves, what stays and anything fragile." },
      { id: "final-check", text: "Check every room, closet and cupboard before the truck leaves." },
      {
        id: "note-damage",
        text: "At delivery, note any visible damage on the paperwork before the crew leaves.",
      },
    ],
  },
];

export const checklistSeo = {
  title: "Moving checklist, week by week",
  description:
    "A week-by-week moving checklist for Metro Atlanta moves: tick tasks off as you go, print it, and call us when you are ready for a quote.",
};
