import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { faqEntries, faqFor, serviceFaqIds } from "./faq";
import { packingTiers } from "./packing-services";
import { storageTiers } from "./storage-solutions";

const answerOf = (id: string) => faqEntries.find((entry) => entry.id === id)?.answer.join(" ") ?? "";

describe("the moving FAQ", () => {
  it("has 12 to 20 questions with unique ids usable as #anchors", () => {
    expect(faqEntries.length).toBeGreaterThanOrEqual(12);
    expect(faqEntries.length).toBeLessThanOrEqual(20);
    const ids = faqEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("states the spec's commitments with the config's figures", () => {
    expect(answerOf("callback-time")).toContain(`within ${business.commitments.quoteCallbackMinutes} minutes`);
    expect(answerOf("callback-time")).toContain(`within ${business.commitments.emailReplyHours} hours`);
    expect(answerOf("confirmation")).toContain(`${business.commitments.confirmHoursBefore} hours before`);
    expect(answerOf("quote-cost")).toMatch(/free and carry no obligation/);
  });

  it("states the Terms' limits exactly as the spec gives them", () => {
    expect(answerOf("liability")).toContain("$0.60 per pound per item");
    expect(answerOf("liability")).toMatch(/full value protection.*extra cost/i);
    expect(answerOf("damage-claims")).toContain("within 24 hours of delivery");
    expect(answerOf("cancellation")).toContain("24 hours before");
    expect(answerOf("payment")).toContain("cash, check and major credit cards");
    expect(answerOf("payment")).toMatch(/deposit may be required/);
    expect(answerOf("binding-estimate")).toMatch(/in-person assessment/);
    expect(answerOf("storage-terms")).toContain("1-30 days");
    expect(answerOf("storage-terms")).toMatch(/30\+ days are billed monthly/);
  });

  it("quotes every advertised packing and storage price, from the price tiers", () => {
    for (const tier of packingTiers) expect(answerOf("packing-prices")).toContain(`${tier.price} per hour`);
    for (const tier of storageTiers) expect(answerOf("storage-prices")).toContain(`${tier.price} per day`);
    expect(packingTiers.map((tier) => tier.price)).toEqual(["$25", "$35", "$45"]);
    expect(storageTiers.map((tier) => tier.price)).toEqual(["$15", "$25", "$35"]);
  });

  it("gives each service page 4 to 6 of the same answers, by id", () => {
    for (const service of Object.keys(serviceFaqIds) as (keyof typeof serviceFaqIds)[]) {
      const entries = faqFor(service);
      expect(entries.length, service).toBeGreaterThanOrEqual(4);
      expect(entries.length, service).toBeLessThanOrEqual(6);
      for (const entry of entries) expect(faqEntries).toContain(entry);
    }
  });
});
