import { expect, pageReady, test } from "./fixtures";

/** The page's own message; the browser also reports the document's 404 status as an error. */
const pathLogs = (messages: string[]) => messages.filter((message) => message.includes("no page at"));

test.describe("an unknown path", () => {
  test("answers 404 with the 404 page, a way home, and logs the path", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => pathLogs(consoleErrors)).toEqual(["warning: 404: no page at /no-such-page/here"]);
  });

  test("logs the path once on load, and again when the visitor comes back to it inside the app", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/no-such-page");
    await pageReady(page);
    expect(pathLogs(consoleErrors)).toEqual(["warning: 404: no page at /no-such-page"]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect
      .poll(() => pathLogs(consoleErrors))
      .toEqual(["warning: 404: no page at /no-such-page", "warning: 404: no page at /no-such-page"]);
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
