import { describe, expect, it } from "vitest";
import { readBusiness } from "../../scripts/lib/content-files";
import { parseData } from "../lib/data-file";
import { businessSchema } from "./business";

const file = "src/content/business.yaml";
const shipped = readBusiness();

/** The shipped details with one change, as an owner's edit would make it. */
function check(change: (details: any) => void) {
  const copy = structuredClone(shipped) as any;
  change(copy);
  return () => parseData(file, copy, businessSchema);
}

describe("the business details' schema", () => {
  it("accepts the shipped file", () => {
    expect(check(() => {})).not.toThrow();
  });

  it("names the file, the field and the value of a phone that cannot make a tel: link", () => {
    expect(check((d) => (d.phone.tel = "call us maybe"))).toThrow(
      /Invalid content in src\/content\/business\.yaml:\n {2}- phone\.tel = "call us maybe": must be an E\.164/,
    );
  });

  it("rejects a display number that dials somewhere else", () => {
    expect(check((d) => (d.phone.display = "(404) 555-0100"))).toThrow(
      /phone\.display = "\(404\) 555-0100": does not match/,
    );
  });

  it("rejects a malformed e-mail", () => {
    expect(check((d) => (d.email = "moves-at-example.com"))).toThrow(
      /email = "moves-at-example\.com": must be an e-mail/,
    );
  });

  it("rejects a form id with characters a form id does not have, which would end up in URLs and attributes", () => {
    for (const formId of ['abc"><script>', "abc/../x", "abc?x=1", "a b", ""])
      expect(
        check((d) => (d.quoteForm.formId = formId)),
        formId,
      ).toThrow(/quoteForm\.formId = /);
    expect(check((d) => (d.quoteForm.formId = "aB3_x-9"))).not.toThrow();
  });

  it("rejects a policy that neither blocks nor reports, and a report endpoint that is not https", () => {
    expect(check((d) => (d.csp.enforce = false))).toThrow(/csp\.enforce = false/);
    expect(check((d) => (d.csp.reportUri = "http://reports.example.net/csp"))).toThrow(/csp\.reportUri/);
  });

  it("rejects a community program with an icon the site does not have, naming the field", () => {
    expect(check((d) => (d.community.programs[0].icon = "trophy"))).toThrow(/community\.programs\.0\.icon = "trophy"/);
  });

  it("rejects a site address that is not https or ends in a slash", () => {
    expect(check((d) => (d.siteUrl = "http://www.example.com"))).toThrow(/siteUrl = "http:\/\/www\.example\.com"/);
    expect(check((d) => (d.siteUrl = "https://www.example.com/"))).toThrow(/siteUrl/);
  });

  it("rejects hours that are not 24-hour times", () => {
    expect(check((d) => (d.hours.office.days[0].opens = "7 AM"))).toThrow(/hours\.office\.days\.0\.opens = "7 AM"/);
  });

  it("rejects a field it does not know, so a misspelt name is not silently ignored", () => {
    expect(check((d) => (d.phoneNumber = "(770) 555-0100"))).toThrow(/phoneNumber/);
  });

  it("lists every bad field at once", () => {
    expect(
      check((d) => {
        d.email = "nope";
        d.quoteForm.formId = "";
      }),
    ).toThrow(/email[\s\S]*quoteForm\.formId/);
  });
});
