/** Words every page shares (src/content/site.yaml): menus, footer, call band, quote form, estimator teaser. */
import { checkbox, group, list, picture, prose, siteLink, text, wordsConfirmed } from "./field.ts";
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
