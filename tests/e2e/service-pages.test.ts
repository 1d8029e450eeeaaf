/**
 * The five service pages, checked on the built site. Paths, section order, counts, figures
 * and prices come from the spec (sections 2 and 9) and are written here; the phone number
 * and the quote form id come from the business details, the one place they are kept.
 */
import type { Locator, Page } from "@playwright/test";
import { readBusiness } from "../../src/lib/content/content-files.ts";

import { readPage } from "./build-output";
import { expect, pageReady, quoteFrameIn, test } from "./fixtures";
import { quotePath } from "../../src/lib/page/paths.ts";

const business = readBusiness();

type ServicePage = {
  name: string;
  /** Every path the spec gives the page; the first is the one the header links to. */
  paths: readonly string[];
  /** The page's h2 sections, in the spec's order. */
  sections: readonly RegExp[];
  /** The hero quote control opens the popup (the spec's dead buttons) rather than linking away. */
  heroOpensPopup: boolean;
};

const servicePages: readonly ServicePage[] = [
  {
    name: "residential",
    paths: ["/residential-moving-atlanta", "/residential-moving"],
    sections: [
      /challenges/i,
      /residential moving services/i,
      /why .*choose/i,
      /three-step/i,
      /customers say/i,
      /ready to plan/i,
    ],
    heroOpensPopup: false,
  },
  {
    name: "senior",
    paths: ["/senior-moving-services-atlanta", "/senior-moving-services"],
    sections: [
      /different/i,
      /four-step/i,
      /transitions and specialized services/i,
      /senior move$/i,
      /seniors and their children say/i,
      /partnering/i,
    ],
    heroOpensPopup: true,
  },
  {
    name: "commercial",
    paths: ["/commercial-office-moving-atlanta", "/commercial-office-moving"],
    sections: [/moving services/i, /four-step/i, /industries/i, /quote/i, /clients say/i],
    heroOpensPopup: true,
  },
  {
    name: "packing",
    paths: ["/packing-services-atlanta", "/packing-services"],
    sections: [
      /how much of the packing/i,
      /materials/i,
      /specialty/i,
      /four-step/i,
      /pricing/i,
      /quote/i,
      /customers say/i,
      /benefits/i,
    ],
    heroOpensPopup: true,
  },
  {
    name: "storage",
    paths: ["/storage-solutions"],
    sections: [
      /storage backed by/i,
      /your timeline/i,
      /secure/i,
      /three-step/i,
      /pricing/i,
      /quote/i,
      /customers say/i,
    ],
    heroOpensPopup: true,
  },
];

/** The hero is the first section of the page: the one holding the h1. */
function heroOf(page: Page): Locator {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) });
}

function section(page: Page, name: RegExp): Locator {
  return page.getByRole("region", { name });
}

function cardTitles(region: Locator): Locator {
  return region.getByRole("heading", { level: 3 });
}

async function expectSectionsInOrder(page: Page, expected: readonly RegExp[]) {
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  let previous = -1;
  for (const pattern of expected) {
    const index = headings.findIndex((text, position) => position > previous && pattern.test(text));
    expect(index, `${pattern} should follow position ${previous} in ${JSON.stringify(headings)}`).toBeGreaterThan(
      previous,
    );
    previous = index;
  }
}

/** Each title pattern names exactly one h3 in the region, and nothing else is there. */
async function expectCardTitles(region: Locator, patterns: readonly RegExp[]) {
  await expect(cardTitles(region)).toHaveCount(patterns.length);
  for (const pattern of patterns) await expect(cardTitles(region).filter({ hasText: pattern })).toHaveCount(1);
}

async function expectTestimonials(region: Locator, count: number) {
  const cards = region.getByRole("figure");
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) {
    await expect(card.getByText("Rated 5 out of 5 stars")).toBeAttached();
    await expect(card.locator("svg")).toHaveCount(5);
    await expect(card.locator("figcaption")).not.toBeEmpty();
  }
}

/** The tier whose h3 matches `name` shows `price` (e.g. "$25/hour") and a way to a quote. */
async function expectTier(region: Locator, name: RegExp, price: string) {
  const tier = region.getByRole("listitem").filter({ has: region.page().getByRole("heading", { level: 3, name }) });
  await expect(tier).toHaveCount(1);
  await expect(tier).toContainText(price);
  await expect(tier.getByRole("link", { name: /quote/i })).toHaveAttribute("href", quotePath);
}

/** What each page shows beyond the common checks, one step each, on the same page load. */
const pageChecks: Record<string, Record<string, (page: Page) => Promise<void>>> = {
  residential: {
    "carries the quote form in the hero": async (page) => {
      await expect(await quoteFrameIn(heroOf(page))).toHaveAttribute("title", business.quoteForm.title);
    },

    "shows three challenge cards, each with how we solve it": async (page) => {
      const challenges = section(page, /challenges/i);
      await expectCardTitles(challenges, [/narrow stairs and elevators/i, /limited parking/i, /protecting valuables/i]);
      await expect(challenges.getByText(/how we solve it/i)).toHaveCount(3);
    },

    "describes home moves, apartment moves and the three packing options": async (page) => {
      const services = section(page, /residential moving services/i);
      await expectCardTitles(services, [/local home moves/i, /apartment moves/i, /packing options/i]);
      const packing = services
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: /packing options/i }) });
      for (const option of [/full/i, /partial/i, /fragile-only/i]) await expect(packing).toContainText(option);
    },

    "has a why-choose-us checklist with the spec's promises": async (page) => {
      const why = section(page, /why .*choose/i);
      await expect(why.getByRole("listitem").first()).toBeVisible();
      for (const claim of [
        /licensed and insured/i,
        /background-checked/i,
        /every charge on your quote/i,
        /same-day quotes/i,
        /100% satisfaction/i,
      ]) {
        await expect(why).toContainText(claim);
      }
    },

    "has a three-step process and three five-star testimonials": async (page) => {
      const process = section(page, /three-step/i);
      await expect(process.getByRole("listitem")).toHaveCount(3);
      await expectCardTitles(process, [/free quote/i, /packing and preparation/i, /safe delivery and setup/i]);
      await expectTestimonials(section(page, /customers say/i), 3);
    },

    "ends with a call to action to call or get a quote": async (page) => {
      const cta = section(page, /ready to plan/i);
      await expect(cta.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${business.phone.tel}`);
      await expect(cta.getByRole("link", { name: /quote/i })).toHaveAttribute("href", quotePath);
    },
  },
  senior: {
    "shows the 5,000+ senior moves figure in the hero": async (page) => {
      await expect(heroOf(page)).toContainText("5,000+");
    },

    "shows six benefit cards and the four-step process": async (page) => {
      await expect(cardTitles(section(page, /different/i))).toHaveCount(6);
      const process = section(page, /four-step/i);
      await expect(process.getByRole("listitem")).toHaveCount(4);
      await expectCardTitles(process, [/consultation/i, /planning/i, /careful packing/i, /settling in/i]);
    },

    "lists residential transitions and specialized services": async (page) => {
      const lists = section(page, /transitions and specialized services/i);
      await expectCardTitles(lists, [/transitions/i, /specialized/i]);
      await expect(lists).toContainText(/assisted living/i);
      await expect(lists).toContainText(/independent living/i);
      await expect(lists).toContainText(/downsizing/i);
      await expect(lists).toContainText(/space planning/i);
    },

    "has two five-star testimonials and a partnerships section": async (page) => {
      await expectTestimonials(section(page, /seniors and their children say/i), 2);
      const partners = section(page, /partnering/i);
      await expectCardTitles(partners, [/senior living communities/i, /move managers/i, /elder-law/i]);
    },
  },
  commercial: {
    "shows the 1,500+ office moves figure in the hero": async (page) => {
      await expect(heroOf(page)).toContainText("1,500+");
    },

    "shows the six services and the four-step process": async (page) => {
      await expectCardTitles(section(page, /moving services/i), [
        /office relocations/i,
        /after-hours/i,
        /corporate/i,
        /IT equipment/i,
        /warehouse/i,
        /space planning/i,
      ]);
      await expect(section(page, /four-step/i).getByRole("listitem")).toHaveCount(4);
    },

    "shows the six industries and a five-star testimonial": async (page) => {
      await expectCardTitles(section(page, /industries/i), [
        /healthcare/i,
        /legal/i,
        /technology/i,
        /financial/i,
        /education/i,
        /retail/i,
      ]);
      await expectTestimonials(section(page, /clients say/i), 1);
    },
  },
  packing: {
    "shows the three packing types, the materials and the specialty list": async (page) => {
      await expectCardTitles(section(page, /how much of the packing/i), [/full-service/i, /partial/i, /fragile-only/i]);
      await expect(
        section(page, /materials/i)
          .getByRole("listitem")
          .first(),
      ).toBeVisible();
      await expectCardTitles(section(page, /specialty/i), [
        /art/i,
        /antiques/i,
        /electronics/i,
        /kitchens/i,
        /wardrobes/i,
      ]);
    },

    "shows the four-step process": async (page) => {
      await expect(section(page, /four-step/i).getByRole("listitem")).toHaveCount(4);
    },

    "shows three price tiers at the advertised hourly rates": async (page) => {
      const pricing = section(page, /pricing/i);
      await expect(cardTitles(pricing)).toHaveCount(3);
      await expectTier(pricing, /fragile-only/i, "$25/hour");
      await expectTier(pricing, /partial/i, "$35/hour");
      await expectTier(pricing, /full-service/i, "$45/hour");
    },

    "has a five-star testimonial and four benefits": async (page) => {
      await expectTestimonials(section(page, /customers say/i), 1);
      await expect(cardTitles(section(page, /benefits/i))).toHaveCount(4);
    },
  },
  storage: {
    "shows the company's figures in the stats section": async (page) => {
      const stats = section(page, /storage backed by/i);
      await expect(stats.getByRole("definition").first()).toBeVisible();
      await expect(stats).toContainText("55+");
      await expect(stats).toContainText("5.0");
    },

    "shows the three storage types with their terms": async (page) => {
      const types = section(page, /your timeline/i);
      await expectCardTitles(types, [/short-term/i, /long-term/i, /storage-in-transit/i]);
      const shortTerm = types.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /short-term/i }) });
      await expect(shortTerm).toContainText("1-30 days");
      const longTerm = types.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /long-term/i }) });
      await expect(longTerm).toContainText("30+ days");
      await expect(longTerm).toContainText(/monthly/i);
    },

    "shows four security features and the three-step process": async (page) => {
      await expect(cardTitles(section(page, /secure/i))).toHaveCount(4);
      const process = section(page, /three-step/i);
      await expect(process.getByRole("listitem")).toHaveCount(3);
      await expectCardTitles(process, [/pack and inventory/i, /secure storage/i, /easy retrieval/i]);
    },

    "shows three price tiers at the advertised daily rates": async (page) => {
      const pricing = section(page, /pricing/i);
      await expect(cardTitles(pricing)).toHaveCount(3);
      await expectTier(pricing, /basic/i, "$15/day");
      await expectTier(pricing, /climate-controlled/i, "$25/day");
      await expectTier(pricing, /premium/i, "$35/day");
    },

    "has a five-star testimonial": async (page) => {
      await expectTestimonials(section(page, /customers say/i), 1);
    },
  },
};

for (const servicePage of servicePages) {
  const [path = "/", ...aliases] = servicePage.paths;

  test.describe(`${servicePage.name} page, common checks`, () => {
    test(`${path} at 375 px: one h1, the spec's sections in order, call and quote in the hero, the quote form, no sideways scrolling, and what the page itself shows`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectSectionsInOrder(page, servicePage.sections);

      const hero = heroOf(page);
      await expect(hero).toHaveCount(1);
      await expect(
        hero.getByRole("link", { name: new RegExp(`^Call ${escape(business.phone.display)}$`) }).first(),
      ).toHaveAttribute("href", `tel:${business.phone.tel}`);
      await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", quotePath);

      await expect(page.getByRole("main").locator("[data-quote-frame]")).toHaveCount(1);
      const form = await quoteFrameIn(page.getByRole("main"));
      await expect(form).toHaveAttribute("title", business.quoteForm.title);
      await expect(form).toHaveAttribute("src", new RegExp(escape(business.quoteForm.formId)));

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      for (const [name, check] of Object.entries(pageChecks[servicePage.name] ?? {}))
        await test.step(name, () => check(page));
      expect(consoleErrors).toEqual([]);
    });

    // seo.test.ts checks that each address is served its built file, with one h1.
    for (const alias of aliases) {
      test(`${alias} is the same page as ${path}`, () => {
        expect(readPage(alias)).toBe(readPage(path));
      });
    }

    if (servicePage.heroOpensPopup) {
      test(`${path}: the hero quote button opens the quote form on the page`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await pageReady(page);
        await heroOf(page).getByRole("link", { name: "Get Free Quote" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expect(page.getByRole("dialog").locator(`iframe[title="${business.quoteForm.title}"]`)).toHaveCount(1);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
