import { readHeaderMenus } from "../../scripts/lib/content-files.ts";
import { expect, holdIslands, islandReady, islandsReady, test } from "./fixtures";

const { locationsMenu, servicesMenu } = readHeaderMenus();

test.describe("the desktop menus", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Services opens on click and lists the four -atlanta service pages", async ({ page }) => {
    await page.goto("/");
    await islandsReady(page);
    const main = page.getByRole("navigation", { name: "Main" });
    const toggle = main.getByRole("button", { name: "Services" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const link of servicesMenu.links) {
      await expect(main.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
  });

  test("Locations opens by keyboard and Escape closes it with focus back on the button", async ({ page }) => {
    await page.goto("/about");
    await islandsReady(page);
    const main = page.getByRole("navigation", { name: "Main" });
    const toggle = main.getByRole("button", { name: "Locations" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByRole("link", { name: locationsMenu.links[0]!.label })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Services opens on hover and a link navigates", async ({ page }) => {
    await page.goto("/");
    await islandsReady(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("button", { name: "Services" }).hover();
    await main.getByRole("link", { name: servicesMenu.links[1]!.label }).click();
    await expect(page).toHaveURL(servicesMenu.links[1]!.href);
    await expect(main.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens and closes with its button", async ({ page }) => {
    await page.goto("/");
    await islandsReady(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Home", "About", "Contact"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test("closes on Escape with focus back on the button", async ({ page }) => {
    await page.goto("/contact");
    await islandsReady(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.goto("/");
    await islandsReady(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: servicesMenu.links[0]!.label }).click();
    await expect(page).toHaveURL(servicesMenu.links[0]!.href);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("lists the call and quote buttons", async ({ page }) => {
    await page.goto("/");
    await islandsReady(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await expect(menu.locator('a[href="/get-a-moving-quote"]')).toBeVisible();
  });
});

test.describe("a menu opened before its island has hydrated", () => {
  test("works as a <details> and stays open on a phone when the island hydrates", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdIslands(page);
    await page.goto("/");
    await page.locator("summary[aria-label='Menu']").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    release();
    await islandReady(page, "MobileMenu");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  });

  test("stays open, with focus on its button, for a keyboard user on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await holdIslands(page);
    await page.goto("/");
    await page.locator("nav[aria-label='Main'] summary", { hasText: "Services" }).focus();
    await page.keyboard.press("Enter");
    release();
    await islandReady(page, "NavDropdown");
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeFocused();
  });
});
