import { describe, expect, it } from "vitest";
import type { LegalBlock, LegalDocument } from "../components/legal-page";
import { business } from "../config/business";
import { privacy, privacySeo } from "./privacy";
import { terms, termsSeo } from "./terms";

const textOf = (blocks: readonly LegalBlock[]): string =>
  blocks
    .map((block) =>
      typeof block === "string"
        ? block
        : "items" in block
          ? block.items.join(" ")
          : block.definitions.map((entry) => entry.detail).join(" "),
    )
    .join(" ");

const section = (document: LegalDocument, id: string) =>
  textOf(document.sections.find((entry) => entry.id === id)?.body ?? []);

describe("the legal documents", () => {
  for (const legalDocument of [terms, privacy]) {
    it(`${legalDocument.title} has unique section ids and ends with the company's contact details`, () => {
      const ids = legalDocument.sections.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      const contact = section(legalDocument, "contact");
      expect(contact).toContain(business.phone.display);
      expect(contact).toContain(business.email);
    });
  }

  for (const seo of [termsSeo, privacySeo]) {
    it(`${seo.title} keeps its description within the SEO limits`, () => {
      expect(seo.description.length).toBeGreaterThanOrEqual(110);
      expect(seo.description.length).toBeLessThanOrEqual(155);
    });
  }
});

describe("terms of service", () => {
  it("has the spec's thirteen sections in order", () => {
    expect(terms.sections.map((entry) => entry.title)).toEqual([
      "Acceptance",
      "Services",
      "Booking and estimates",
      "Payment",
      "Customer responsibilities",
      "Liability and insurance",
      "Prohibited items",
      "Cancellation",
      "Force majeure",
      "Dispute resolution",
      "Limitation of liability",
      "Changes",
      "Contact",
    ]);
  });

  it("states the spec's limits", () => {
    expect(section(terms, "liability-and-insurance")).toContain("$0.60 per pound per item");
    expect(section(terms, "liability-and-insurance")).toMatch(/full value protection is available at extra cost/i);
    expect(section(terms, "liability-and-insurance")).toContain("within 24 hours of delivery");
    expect(section(terms, "cancellation")).toContain("at least 24 hours before");
    expect(section(terms, "payment")).toMatch(
      /due on completion.*cash, check and major credit cards.*deposit may be required/s,
    );
    expect(section(terms, "booking-and-estimates")).toMatch(/binding estimate.*requires an in-person assessment/s);
    expect(section(terms, "dispute-resolution")).toMatch(
      /binding arbitration under the laws of the State of Georgia.*Atlanta/s,
    );
  });
});

describe("privacy policy", () => {
  it("says the services are not directed at people under 18", () => {
    expect(section(privacy, "children")).toContain("not directed at people under 18");
  });
});
