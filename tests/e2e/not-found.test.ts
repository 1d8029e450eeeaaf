import { expect, test } from "./fixtures";

test.describe("an unknown path", () => {
  test("answers 404 with the 404 page, a way home, and logs the path", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => consoleErrors.join("\n")).toContain("/no-such-page/here");
  });

  test("keeps the site header and footer, so the visitor can still call", async ({ page }) => {
    await page.goto("/movers-nowhere-ga");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("Return to Home leads to the home page", async ({ page }) => {
    await page.goto("/old-page.html");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
