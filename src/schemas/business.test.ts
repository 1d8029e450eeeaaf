import { describe, expect, it } from "vitest";
import { business } from "./business";
import { validateBusiness } from "./business-schema";

function withChange(change: (config: any) => void) {
  const copy = structuredClone(business) as any;
  change(copy);
  return copy;
}

describe("business config validation", () => {
  it("accepts the shipped config", () => {
    expect(() => validateBusiness(business)).not.toThrow();
  });

  it("rejects a phone that cannot make a tel: link, naming the field and value", () => {
    const bad = withChange((c) => (c.phone.tel = "770-555-0142"));
    expect(() => validateBusiness(bad)).toThrow(/business\.phone\.tel = "770-555-0142": must be an E\.164/);
  });

  it("rejects a display number that dials somewhere else", () => {
    const bad = withChange((c) => (c.phone.display = "(404) 555-0100"));
    expect(() => validateBusiness(bad)).toThrow(/business\.phone\.display = "\(404\) 555-0100": does not match/);
  });

  it("rejects a malformed e-mail", () => {
    const bad = withChange((c) => (c.email = "moves-at-example.com"));
    expect(() => validateBusiness(bad)).toThrow(/business\.email = "moves-at-example\.com": must be an e-mail/);
  });

  it("rejects an empty quote form id", () => {
    const bad = withChange((c) => (c.quoteForm.formId = "  "));
    expect(() => validateBusiness(bad)).toThrow(/business\.quoteForm\.formId = "  ": must be the provider's form id/);
  });

  it("rejects a form id with characters a form id does not have, which would end up in URLs and attributes", () => {
    for (const formId of ['abc"><script>', "abc/../x", "abc?x=1", "a b"]) {
      const bad = withChange((c) => (c.quoteForm.formId = formId));
      expect(() => validateBusiness(bad), formId).toThrow(
        /business\.quoteForm\.formId = .*letters, digits, - and _ only/,
      );
    }
    expect(() => validateBusiness(withChange((c) => (c.quoteForm.formId = "aB3_x-9")))).not.toThrow();
  });

  it("rejects a CSP that neither blocks nor reports, and a report endpoint that is not https", () => {
    expect(() => validateBusiness(withChange((c) => (c.csp.enforce = false)))).toThrow(
      /business\.csp\.enforce = false/,
    );
    expect(() => validateBusiness(withChange((c) => (c.csp.reportUri = "http://reports.example.net/csp")))).toThrow(
      /business\.csp\.reportUri/,
    );
  });

  it("rejects a community program with an icon the About page does not have, naming the field", () => {
    const bad = withChange((c) => (c.community.programs[0].icon = "trophy"));
    expect(() => validateBusiness(bad)).toThrow(/business\.community\.programs\.0\.icon/);
  });

  it("rejects a site URL that is not https", () => {
    const bad = withChange((c) => (c.siteUrl = "http://www.example.com"));
    expect(() => validateBusiness(bad)).toThrow(/business\.siteUrl = "http:\/\/www\.example\.com"/);
  });

  it("rejects hours that are not 24-hour times", () => {
    const bad = withChange((c) => (c.hours.office.days[0].opens = "7 AM"));
    expect(() => validateBusiness(bad)).toThrow(/business\.hours\.office\.days\.0\.opens = "7 AM"/);
  });

  it("lists every bad field at once", () => {
    const bad = withChange((c) => {
      c.email = "nope";
      c.quoteForm.formId = "";
    });
    expect(() => validateBusiness(bad)).toThrow(/email[\s\S]*quoteForm\.formId/);
  });
});
