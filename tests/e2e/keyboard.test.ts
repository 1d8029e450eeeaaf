/**
 * The site by keyboard alone: skip link, the Services menu, the quote popup, a visible
 * focus indicator on everything focusable, and focus never hidden under the sticky header
 * or the phone call bar.
 */
import type { Locator, Page } from "@playwright/test";
import { readSite } from "../../src/lib/content/content-files.ts";
import { expect, pageReady, test } from "./fixtures";

const { servicesMenu } = readSite().navigation();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${limit} presses of ${backwards ? "Shift+Tab" : "Tab"} never reached ${target}`);
}

/** The hero's QuotePopupButton: opens the popup where JavaScript runs. */
const heroQuoteButton = (page: Page) =>
  page.locator("main section").first().locator('a[aria-haspopup="dialog"]').first();

async function openAndCloseThePopup(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: "focus moves into the popup",
    })
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

test.describe("a keyboard-only visit", () => {
  test.use({ viewport: desktop });

  test("skip link, Services menu, a service page and its quote popup", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);

    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink, "the first Tab stop is the skip link").toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    // From the top again, to the Services menu.
    await page.goto("/");
    await pageReady(page);
    const services = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: servicesMenu.label });
    await tabTo(page, services);
    await page.keyboard.press("Enter");
    await expect(services.locator("xpath=..")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(
      servicesMenu.links.map((link) => link.href),
      "Tab moves into the open menu",
    ).toContain(focusedHref);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(focusedHref!);
    await expect(page.locator("h1")).toHaveCount(1);

    const button = heroQuoteButton(page);
    if ((await button.count()) > 0) await openAndCloseThePopup(page, button);
  });

  test("/storage-solutions: the hero's quote button opens the popup by keyboard, Escape closes it", async ({
    page,
  }) => {
    await page.goto("/storage-solutions");
    await pageReady(page);
    const button = heroQuoteButton(page);
    await expect(button, "the storage hero has a QuotePopupButton").toHaveCount(1);
    await openAndCloseThePopup(page, button);
  });
});

/** Every visible focusable element whose outline and box-shadow look the same focused as not. */
async function elementsWithoutFocusIndicator(page: Page): Promise<string[]> {
  // One real key press puts the browser in keyboard mode, so focus() below matches :focus-visible.
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join("|");
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40) || element.getAttribute("aria-label") || element.getAttribute("href")}"`;
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest("[inert], [hidden], dialog:not([open])") || element.getClientRects().length === 0) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      element.blur();
      const before = look(element);
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue; // not focusable after all
      // The skip link is invisible until focused: appearing is its indicator, and it has the outline too.
      if (look(element) === before) missing.push(describe(element));
    }
    return missing;
  });
}

test.describe("a visible focus indicator", () => {
  for (const path of ["/", "/storage-solutions", "/movers-decatur-ga", "/contact", "/get-a-moving-quote"]) {
    test(`${path}: every focusable element shows one at 1280 and 375 px`, async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(path);
      await pageReady(page);
      const atDesktop = await elementsWithoutFocusIndicator(page);
      await page.setViewportSize(phone);
      const atPhone = await elementsWithoutFocusIndicator(page);
      expect({ atDesktop, atPhone }).toEqual({ atDesktop: [], atPhone: [] });
    });
  }
});

test.describe("focus is never hidden behind the sticky bars", () => {
  /**
   * Scrolls a focusable element of main entirely behind the sticky header, focuses the
   * element after it, presses Shift+Tab and checks where the browser brought it to: with
   * enough scroll-padding-top it lands below the header, not under it.
   */
  async function shiftTabBackUpTheMain(page: Page) {
    await page.goto("/storage-solutions");
    await pageReady(page);
    await page.keyboard.press("Tab");
    const headerBottom = await page.evaluate(() => {
      const header = document.querySelector("header")!.getBoundingClientRect().bottom;
      const items = [...document.querySelectorAll<HTMLElement>("main a[href], main button")].filter(
        (element) => element.getClientRects().length > 0 && !element.closest("[inert], [hidden]"),
      );
      const index = items.findIndex((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top + window.scrollY > header + 300 && rect.height < header - 8;
      });
      const previous = items[index]!;
      previous.setAttribute("data-previous-focus", "");
      const rect = previous.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + rect.top - (header - rect.height - 4));
      items[index + 1]!.focus({ preventScroll: true });
      return header;
    });
    const target = page.locator("[data-previous-focus]");
    const before = (await target.boundingBox())!;
    expect(before.y + before.height, "the element starts out hidden behind the header").toBeLessThanOrEqual(
      headerBottom,
    );
    await page.keyboard.press("Shift+Tab");
    await expect(target).toBeFocused();
    const after = (await target.boundingBox())!;
    expect(
      after.y,
      `the focused element's top is below the sticky header (bottom ${headerBottom} px)`,
    ).toBeGreaterThanOrEqual(headerBottom - 1);
  }

  test("at 1280 px, Shift+Tab brings the previous element into view below the header", async ({ page }) => {
    await page.setViewportSize(desktop);
    await shiftTabBackUpTheMain(page);
  });

  test("at 375 px, below the header, and Tab forward stays above the phone call bar", async ({ page }) => {
    await page.setViewportSize(phone);
    await shiftTabBackUpTheMain(page);

    // Forward from the top: each element Tab brings into view is clear of the header and the call bar.
    await page.goto("/storage-solutions");
    await pageReady(page);
    const bar = page
      .locator("aside")
      .filter({ has: page.locator('a[href^="tel:"]') })
      .last();
    const barBox = await bar.boundingBox();
    expect(barBox, "the phone call bar is there at 375 px").not.toBeNull();
    // Where the bar sits once it has slid in (it waits off screen while the hero's buttons show).
    barBox!.y = phone.height - barBox!.height;
    const headerBox = (await page.locator("header").boundingBox())!;
    const headerBottom = headerBox.y + headerBox.height;
    const hidden: string[] = [];
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return "wrapped";
        // The bars themselves, and the skip link (fixed above everything), can't be under a bar.
        if (element.closest("header, aside") || getComputedStyle(element).position === "fixed") return null;
        const { top, bottom } = element.getBoundingClientRect();
        return {
          top,
          bottom,
          name: `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}"`,
        };
      });
      if (focused === "wrapped") break;
      if (!focused) continue;
      const room = barBox!.y - headerBottom;
      const clear =
        focused.bottom - focused.top <= room
          ? focused.top >= headerBottom - 1 && focused.bottom <= barBox!.y + 1
          : focused.top < barBox!.y && focused.bottom > headerBottom; // taller than the gap (the form): partly in view
      if (!clear) hidden.push(`${focused.name} at ${Math.round(focused.top)}–${Math.round(focused.bottom)}`);
    }
    expect(
      hidden,
      `focused elements under the header (bottom ${headerBottom}) or the call bar (top ${barBox!.y})`,
    ).toEqual([]);
  });
});

test.describe("/packing-services: a row of cards takes focus only while it scrolls, as a named region", () => {
  for (const [viewport, scrolls] of [
    [{ width: 390, height: 844 }, true],
    [desktop, false],
  ] as const) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/packing-services");
      await pageReady(page);
      const rows = page.locator("[data-swipe-row]");
      expect(await rows.count()).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        await row.scrollIntoViewIfNeeded();
        if (!scrolls) {
          await expect(row).not.toHaveAttribute("tabindex");
          await expect(row).not.toHaveAttribute("role");
          continue;
        }
        await expect(row).toHaveAttribute("tabindex", "0");
        await expect(row).toHaveRole("region");
        const heading = await row.locator("xpath=ancestor::section[1]").getByRole("heading").first().innerText();
        await expect(row).toHaveAccessibleName(`${heading}, scrolls sideways`);
        // The keyboard scrolls it.
        await row.focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });
  }
});

test.describe("every tab stop does something", () => {
  /**
   * Tabs through the whole page and names each stop that is not a link, button, form control,
   * summary or frame: a row of cards may be one only while it scrolls sideways (the swipe rows on a phone), as a
   * named region.
   */
  async function tabStops(page: Page) {
    const stops: { kind: string; scrolls: boolean; region: boolean }[] = [];
    for (let presses = 0; presses < 300; presses++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const kind = element.tagName.toLowerCase();
        const marked = element.hasAttribute("data-tab-stop-seen");
        element.setAttribute("data-tab-stop-seen", "");
        const region = element.getAttribute("role") === "region" && Boolean(element.getAttribute("aria-label"));
        return { kind, scrolls: element.scrollWidth > element.clientWidth, region, marked };
      });
      if (!stop || (stop.marked && stop.kind !== "iframe")) break;
      if (!stop.marked) stops.push({ kind: stop.kind, scrolls: stop.scrolls, region: stop.region });
    }
    return stops;
  }
  const controls = ["a", "button", "input", "select", "textarea", "summary", "iframe"];

  for (const viewport of [phone, desktop]) {
    test(`/ at ${viewport.width} px: links, buttons, form controls, summaries, frames, and lists only while they scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await pageReady(page);
      // The first Tab loads the hero's form (on a phone only its top edge shows), so it is there
      // before Tab reaches it: focus inside a frame whose document is still arriving would be
      // dropped when it arrives, ending the walk early.
      await page.keyboard.press("Tab");
      await expect(page.locator("main [data-quote-frame]").first()).toHaveAttribute("data-quote-frame", "loaded");
      const stops = await tabStops(page);
      expect(stops.length).toBeGreaterThan(20);
      const idle = stops.filter((stop) => !controls.includes(stop.kind) && !(stop.region && stop.scrolls));
      expect(idle, "tab stops that do nothing").toEqual([]);
      const rows = stops.filter((stop) => stop.region).length;
      if (viewport === phone) expect(rows, "the swipe rows a keyboard scrolls on a phone").toBeGreaterThan(0);
      else expect(rows, "no list is a tab stop where it is a grid").toBe(0);
    });
  }
});
