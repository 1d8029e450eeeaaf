/**
 * The header's menus: native <details> elements (the browser tells screen readers whether each
 * is expanded), with Escape, outside presses, hover and followed links handled by the page
 * script (src/browser/site-header.ts). No React is involved.
 */
import type { Locator, Page } from "@playwright/test";
import { readSite } from "../../src/lib/content/content-files.ts";
import { expect, pageReady, test } from "./fixtures";

const { locationsMenu, servicesMenu } = readSite().navigation();

/** Whether a menu's toggle (its <summary>) is expanded: its <details> is open. */
const expanded = (toggle: Locator) => toggle.evaluate((summary) => summary.closest("details")!.open);

test.describe("the desktop menus", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The Main navigation of a page, once the page script has run. */
  async function mainMenus(page: Page, path: string) {
    await page.goto(path);
    await pageReady(page);
    return page.getByRole("navigation", { name: "Main" });
  }

  test("Services opens on click and lists the featured -atlanta service pages", async ({ page }) => {
    const main = await mainMenus(page, "/");
    const toggle = main.locator("summary", { hasText: "Services" });
    expect(await expanded(toggle)).toBe(false);
    await toggle.click();
    await expect.poll(() => expanded(toggle)).toBe(true);
    for (const link of servicesMenu.links) {
      await expect(main.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
  });

  test("Locations opens by keyboard and Escape closes it with focus back on its toggle", async ({ page }) => {
    const main = await mainMenus(page, "/about");
    const toggle = main.locator("summary", { hasText: "Locations" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(toggle)).toBe(true);
    await expect(main.getByRole("link", { name: locationsMenu.links[0]!.label })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(main.getByRole("link", { name: locationsMenu.links[0]!.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect.poll(() => expanded(toggle)).toBe(false);
    await expect(toggle).toBeFocused();
  });

  test("one menu is open at a time, and a press elsewhere closes it, each time one is open", async ({ page }) => {
    const main = await mainMenus(page, "/");
    const services = main.locator("summary", { hasText: "Services" });
    const locations = main.locator("summary", { hasText: "Locations" });
    await services.focus();
    await page.keyboard.press("Enter");
    await locations.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(locations)).toBe(true);
    expect(await expanded(services)).toBe(false);
    await page.mouse.click(640, 700);
    await expect.poll(() => expanded(locations)).toBe(false);
    // The page listens for a press elsewhere only while a menu is open: opened again, it closes again.
    await services.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(services)).toBe(true);
    await page.mouse.click(640, 700);
    await expect.poll(() => expanded(services)).toBe(false);
  });

  test("Services opens on hover, stays open when its toggle is clicked, and a link navigates", async ({ page }) => {
    const main = await mainMenus(page, "/");
    const toggle = main.locator("summary", { hasText: "Services" });
    await toggle.hover();
    await expect.poll(() => expanded(toggle)).toBe(true);
    await toggle.click();
    expect(await expanded(toggle)).toBe(true);
    await main.getByRole("link", { name: servicesMenu.links[1]!.label }).click();
    await expect(page).toHaveURL(servicesMenu.links[1]!.href);
    await expect.poll(() => expanded(main.locator("summary", { hasText: "Services" }))).toBe(false);
  });
});

test.describe("the mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens and closes with its toggle", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const toggle = page.locator("summary[aria-label='Menu']");
    expect(await expanded(toggle)).toBe(false);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    expect(await expanded(toggle)).toBe(true);
    for (const name of ["Home", "About", "Contact"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test("closes on Escape with focus back on its toggle", async ({ page }) => {
    await page.goto("/contact");
    await pageReady(page);
    const toggle = page.locator("summary[aria-label='Menu']");
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed, and is closed on the page it leads to", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    await page.locator("summary[aria-label='Menu']").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: servicesMenu.links[0]!.label }).click();
    await expect(page).toHaveURL(servicesMenu.links[0]!.href);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("lists the call and quote buttons", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    await page.locator("summary[aria-label='Menu']").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await expect(menu.locator('a[href="/get-a-moving-quote"]')).toBeVisible();
  });

  test("opened before the page script ran, it still closes on a press elsewhere once the script has run", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_astro/site-layout*.js", async (route) => {
      await held;
      await route.continue();
    });
    // A module script holds DOMContentLoaded back: the page is parsed and drawn, its script not yet run.
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.locator("summary[aria-label='Menu']");
    await toggle.click();
    expect(await expanded(toggle)).toBe(true);
    release();
    await pageReady(page);
    // The header's empty stretch between the logo and the call button.
    await page.mouse.click(205, 36);
    await expect.poll(() => expanded(toggle)).toBe(false);
  });

  test("works from the first parse: a tap before the page has loaded opens it", async ({ page }) => {
    // No page script at all: the menu must not depend on it.
    await page.route("**/_astro/*.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.locator("summary[aria-label='Menu']").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  });
});
