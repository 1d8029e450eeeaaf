/**
 * Words every page shares (src/content/site.yaml): menus, footer, call band, quote form, Check us panel, ways in,
 * estimator teaser.
 */
import {
  checkbox,
  choice,
  group,
  list,
  optionalText,
  picture,
  prose,
  siteLink,
  siteLinks,
  text,
  wordsConfirmed,
} from "./field.ts";
import { callToAction, heading } from "./sections.ts";

const badge = (label: string) =>
  group(label, "A trust badge in the footer.", {
    title: text("Title", "The badge's heading.", { max: 40 }),
    detail: text("Detail", "The line under it.", { max: 80 }),
  });

export const siteSchema = group("Header and footer", "Words every page shares.", {
  wordsConfirmed: wordsConfirmed(
    "the header and footer, the call band, the quote box and the Check us panel beside every quote form",
  ),
  logo: picture(
    "Logo",
    "The logo in the header and footer, and the company's logo for search engines. A square mark or a wide logo.",
    "brand",
  ),
  logoShowsName: checkbox(
    "The logo spells the name",
    "Tick if the logo picture already shows the company name; otherwise the name is written beside it.",
  ),
  shareImage: picture(
    "Share picture",
    "The picture a link to the site shows on Facebook, LinkedIn, X or in a message (cropped to 1200 by 630).",
    "brand",
  ),
  navigation: group("Navigation", "The names of the header's menus and the footer's links.", {
    servicesMenu: text("Services menu", "The header's menu of the services.", { max: 30 }),
    locationsMenu: text("Locations menu", "The header's menu of the cities.", { max: 30 }),
    footerServices: text("Footer services", "The footer's list of the services.", { max: 30 }),
    footerAreas: text("Footer areas", "The footer's list of the cities.", { max: 30 }),
    allAreas: siteLink("All areas link", "The link under the footer's cities.", "/service-areas"),
    footerHelp: text("Footer help", "The footer's list of help pages.", { max: 30 }),
    helpLinks: siteLinks(
      "Help links",
      "The footer's help pages, in order: answers and tools before the call.",
      "/moving-faq",
      { min: 1 },
    ),
    legalLinks: siteLinks("Legal links", "The links at the very bottom of every page, in order.", "/privacy", {
      min: 1,
    }),
  }),
  footer: group("Footer", "The footer at the bottom of every page.", {
    blurb: prose("About the company", "The short paragraph under the footer's logo.", { max: 400 }),
    licensedTitle: text("Licenses badge", "The heading over the DOT and MC numbers.", { max: 40 }),
    veteranBadge: badge("Veteran badge"),
    ratingBadge: badge("Rating badge"),
  }),
  callBand: callToAction("Footer call band"),
  quoteSection: heading("Quote form section", "The heading over the quote form where a page does not give its own."),
  quoteForm: group("Quote form", "The words around the provider's quote form.", {
    title: text("Title", "The heading in the form's place while the form loads.", { max: 60 }),
    promise: text("Promise", "The line under that heading.", { max: 140 }),
    failedTitle: text("When the form fails", "The heading shown when the provider cannot be reached.", { max: 60 }),
    failedBody: prose("Failure text", "What to do instead, under that heading.", { max: 240 }),
  }),
  checkUs: group(
    "Check us panel",
    "The panel beside every quote form: the license numbers with their public records, the federal advice on moving fraud, and the Terms' limits.",
    {
      title: text("Heading", "The panel's heading.", { max: 60 }),
      intro: text("Text", "The line under it.", { max: 160 }),
      licensesTitle: text("Licenses", "The name over the license numbers.", { max: 30 }),
      georgiaNote: optionalText(
        "Georgia certificate note",
        "Shown after the Georgia certificate number, once both are set: who issues it, and how a customer checks it. Empty by default: write it only as the state tells you.",
        { max: 240 },
      ),
      protectYourMove: text(
        "Protect Your Move link",
        "The words of the link to the federal government's advice on avoiding moving fraud.",
        { max: 100 },
      ),
      estimatesTitle: text(
        "Estimates",
        "The name over the estimate types, which come from the Terms' Booking and estimates list.",
        { max: 30 },
      ),
      terms: list(
        "Terms",
        "The Terms' limits the panel states, in order, each in the Terms' own words (Business details → Terms limits).",
        group("Term", "One limit the Terms set: its name, and the Terms' sentence that states it.", {
          title: text("Name", "Like Deposit or Cancellation.", { max: 30 }),
          policy: choice("Sentence", "The Terms' sentence the panel states, from Business details → Terms limits.", {
            deposit: "Deposit",
            cancellation: "Cancellation",
            coverage: "Coverage",
            claims: "Claims",
          }),
        }),
        { min: 1, itemLabel: "title" },
      ),
      termsLink: text("Terms link", "The words of the link to the full Terms.", { max: 60 }),
    },
  ),
  waysIn: group(
    "Texting, booking and video",
    "The words of the optional ways in on the contact and quote pages; each shows once its link or number is set in Business details.",
    {
      heading: heading("Heading", "The heading over the ways in."),
      textMessage: text(
        "Text message",
        "The message a Text us button writes for the visitor, who can change it before sending.",
        { max: 160 },
      ),
      textBody: text("Text us", "The line beside the Text us button.", { max: 160 }),
      bookingBody: text("Booking", "The line beside the booking button.", { max: 160 }),
      videoBody: text("Video", "The line beside the Send us a video button.", { max: 160 }),
      videoTipsTitle: text("Filming tips heading", "The name over the tips.", { max: 40 }),
      videoTips: list(
        "Filming tips",
        "How to film the home so the video shows what moves, in order.",
        text("Tip", "One thing to do while filming.", { max: 160 }),
        { min: 1 },
      ),
    },
  ),
  estimatorTeaser: group("Estimator card", "The card that leads to the moving cost estimator.", {
    title: text("Heading", "The question on the card.", { max: 60 }),
    body: text("Text", "The line under it.", { max: 140 }),
  }),
});
