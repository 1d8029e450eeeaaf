/** Words every page shares (src/content/site.yaml): menus, footer, call band, quote form, Check us panel, ways in, estimator teaser. */
import { checkbox, entries, group, list, picture, prose, siteLink, text, wordsConfirmed } from "./field.ts";
import { callToAction, heading, headingText } from "./sections.ts";

const badge = (label: string) =>
  group(
    {
      title: text({ label: "Title", description: "The badge's heading.", max: 40 }),
      detail: text({ label: "Detail", description: "The line under it.", max: 80 }),
    },
    { label, description: "A trust badge in the footer." },
  );

/** The name over a menu or a list of links: a word or two. */
const menuName = (label: string, description: string) => text({ label, description, max: 30 });

export const siteSchema = group(
  {
    wordsConfirmed: wordsConfirmed("the header and footer"),
    logo: picture({
      label: "Logo",
      description:
        "The logo in the header and footer, and the company's logo for search engines. A square mark or a wide logo.",
      folder: "brand",
    }),
    logoShowsName: checkbox({
      label: "The logo spells the name",
      description: "Tick if the logo picture already shows the company name; otherwise the name is written beside it.",
    }),
    shareImage: picture({
      label: "Share picture",
      description:
        "The picture a link to the site shows on Facebook, LinkedIn, X or in a message (cropped to 1200 by 630).",
      folder: "brand",
    }),
    navigation: group(
      {
        servicesMenu: menuName("Services menu", "The header's menu of the services."),
        locationsMenu: menuName("Locations menu", "The header's menu of the cities."),
        footerServices: menuName("Footer services", "The footer's list of the services."),
        footerAreas: menuName("Footer areas", "The footer's list of the cities."),
        allAreas: siteLink({
          example: "/service-areas",
          label: "All areas link",
          description: "The link under the footer's cities.",
        }),
        footerHelp: menuName("Footer help", "The footer's list of help pages."),
        helpLinks: list(siteLink({ example: "/moving-faq" }), {
          label: "Help links",
          description: "The footer's help pages, in order: answers and tools before the call.",
          min: 1,
          itemLabel: "label",
        }),
        legalLinks: list(siteLink({ example: "/privacy" }), {
          label: "Legal links",
          description: "The links at the very bottom of every page, in order.",
          min: 1,
          itemLabel: "label",
        }),
      },
      { label: "Navigation", description: "The names of the header's menus and the footer's links." },
    ),
    footer: group(
      {
        blurb: prose({
          label: "About the company",
          description: "The short paragraph under the footer's logo.",
          max: 400,
        }),
        licensedTitle: headingText("Licenses badge", "The heading over the DOT and MC numbers.", 40),
        veteranBadge: badge("Veteran badge"),
        ratingBadge: badge("Rating badge"),
      },
      { label: "Footer", description: "The footer at the bottom of every page." },
    ),
    callBand: callToAction("Footer call band"),
    quoteSection: heading("Quote form section", "The heading over the quote form where a page does not give its own."),
    quoteForm: group(
      {
        title: text({ label: "Title", description: "The form's heading while it loads.", max: 60 }),
        promise: text({ label: "Promise", description: "The line under the form's title while it loads.", max: 140 }),
        failedTitle: headingText("When the form fails", "The heading shown when the provider cannot be reached."),
        failedBody: prose({ label: "Failure text", description: "What to do instead, under that heading.", max: 240 }),
      },
      { label: "Quote form", description: "The words around the provider's quote form." },
    ),
    checkUs: group(
      {
        title: text({ label: "Heading", description: "The panel's heading.", max: 60 }),
        intro: text({ label: "Text", description: "The line under it.", max: 160 }),
        licensesTitle: text({ label: "Licenses", description: "The name over the license numbers.", max: 30 }),
        georgiaNote: text({
          label: "Georgia certificate note",
          description: "Shown after the Georgia certificate number (once set): who issues it, and how to check it.",
          max: 240,
        }),
        protectYourMove: text({
          label: "Protect Your Move link",
          description: "The words of the link to the federal government's advice on avoiding moving fraud.",
          max: 100,
        }),
        estimatesTitle: text({
          label: "Estimates",
          description: "The name over the estimate types, which come from the Terms' Booking and estimates list.",
          max: 30,
        }),
        terms: entries(
          { label: "Term", description: "One limit the Terms set, named and stated in a sentence." },
          {
            title: text({ label: "Name", description: "Like Deposit or Cancellation.", max: 30 }),
            text: text({
              label: "Text",
              description: "The limit, naming its value in braces, like {cancellationNoticeHours}.",
              max: 200,
            }),
          },
          { label: "Terms", description: "The Terms' limits the panel states, in order.", min: 1, itemLabel: "title" },
        ),
        termsLink: text({ label: "Terms link", description: "The words of the link to the full Terms.", max: 60 }),
      },
      {
        label: "Check us panel",
        description:
          "The panel beside every quote form: the license numbers with their public records, the federal advice on moving fraud, and the Terms' limits.",
      },
    ),
    waysIn: group(
      {
        heading: heading("Heading", "The heading over the ways in."),
        textMessage: text({
          label: "Text message",
          description: "The message a Text us button writes for the visitor, who can change it before sending.",
          max: 160,
        }),
        textBody: text({ label: "Text us", description: "The line beside the Text us button.", max: 160 }),
        bookingBody: text({ label: "Booking", description: "The line beside the booking button.", max: 160 }),
        videoBody: text({ label: "Video", description: "The line beside the Send us a video button.", max: 160 }),
        videoTipsTitle: text({ label: "Filming tips heading", description: "The name over the tips.", max: 40 }),
        videoTips: list(text({ label: "Tip", description: "One thing to do while filming.", max: 160 }), {
          label: "Filming tips",
          description: "How to film the home so the video shows what moves, in order.",
          min: 1,
        }),
      },
      {
        label: "Texting, booking and video",
        description:
          "The words of the optional ways in on the contact and quote pages; each shows once its link or number is set in Business details.",
      },
    ),
    estimatorTeaser: group(
      {
        title: text({ label: "Heading", description: "The question on the card.", max: 60 }),
        body: text({ label: "Text", description: "The line under it.", max: 140 }),
      },
      { label: "Estimator card", description: "The card that leads to the moving cost estimator." },
    ),
  },
  { label: "Header and footer", description: "Words every page shares." },
);
