import { describe, expect, it } from "vitest";
import { legalSections } from "./legal-sections";

describe("a legal page's sections", () => {
  it("cuts the text at each second-level heading, keeping its anchor, title and body", () => {
    const html =
      '<h2 id="payment">Payment</h2>\n<p>Due on completion.</p>\n<h2 id="cancellation">Cancellation</h2>\n<ul>\n<li>24 hours</li>\n</ul>';
    expect(legalSections(html)).toEqual([
      { id: "payment", title: "Payment", html: "<p>Due on completion.</p>" },
      { id: "cancellation", title: "Cancellation", html: "<ul>\n<li>24 hours</li>\n</ul>" },
    ]);
  });

  it("gives a heading's title as plain text", () => {
    expect(legalSections('<h2 id="a">Fees &amp; <em>deposits</em></h2><p>x</p>')[0]?.title).toBe("Fees & deposits");
  });

  it("refuses text that stands before the first heading, which no section would show", () => {
    expect(() => legalSections('<p>Orphan.</p><h2 id="a">A</h2>')).toThrow(/start with a '## ' heading/);
    expect(() => legalSections("<p>No headings at all.</p>")).toThrow();
  });
});
