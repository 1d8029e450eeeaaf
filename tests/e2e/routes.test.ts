/**
 * Every route of the spec answers with a pre-rendered page. What each page shows in a
 * browser (one h1, the header, the footer, a call link, a way to a quote, no console
 * error) is checked in tests/e2e/accessibility.test.ts, on the same page load as axe.
 */
import { readBusiness } from "../../src/lib/content/content-files.ts";

import { sitePages } from "../../scripts/lib/site-urls.ts";
import { expect, test } from "./fixtures";

const business = readBusiness();

test("every route of the spec answers 200 with its own pre-rendered page", async ({ request }) => {
  for (const { path } of sitePages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, `one h1 in the HTML of ${path}`).toBe(1);
    expect(html, `a call link in the HTML of ${path}`).toContain(`href="tel:${business.phone.tel}"`);
  }
});

test("the pre-rendered HTML already carries the page content, before any script runs", async ({ request }) => {
  const html = await (await request.get("/movers-decatur-ga")).text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Decatur/);
  expect(html).toContain(`tel:${business.phone.tel}`);
});
