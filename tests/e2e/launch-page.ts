/** What the owner reads on "Ready to launch?", under `npm run edit` (editor.test.ts) and on the admin host. */
import { expect, type Page } from "@playwright/test";
import { launchCount, type LaunchGroup } from "../../src/lib/fields/launch-check.ts";

/** The count and the screens of `groups`, in their order, with a placeholder of Business details in its labels. */
export async function expectLaunchList(page: Page, groups: LaunchGroup[]) {
  await expect(
    page.getByText(`Not yet: ${launchCount(groups)} things to confirm or replace, on ${groups.length} screens`),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(groups.map((group) => group.screen));
  await expect(page.getByRole("region", { name: "Business details" })).toContainText(
    'Licenses → USDOT number: "USDOT 1234567" is the made-up number this site ships with',
  );
}
