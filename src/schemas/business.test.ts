import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { parseData } from "../lib/content/content-files";
import { businessSchema } from "./business";

const file = "src/content/business.yaml";
/** The file as the owner's editor writes it. */
const shipped = load(readFileSync(file, "utf8"));
const parsed = (change: (details: any) => void) => check(change)();

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
    expect(check((d) => (d.phone = "call us maybe"))).toThrow(
      /Invalid content in src\/content\/business\.yaml:\n {2}- phone = "call us maybe": must be a US phone number/,
    );
    expect(check((d) => (d.phone = "555-0142"))).toThrow(/phone = "555-0142"/);
  });

  it("takes a texting number only as a dialable US number, and none at all", () => {
    expect(check((d) => (d.waysIn = { textNumber: "(770) 555-0142" }))).not.toThrow();
    expect(check((d) => (d.waysIn = {}))).not.toThrow();
    expect(check((d) => (d.waysIn = { textNumber: "text me" }))).toThrow(
      /waysIn\.textNumber = "text me": must be a US phone number/,
    );
  });

  it("dials the number as it is written, vanity letters read off a phone keypad", () => {
    expect(parsed((d) => (d.phone = "(404) 555-0100")).phone).toEqual({
      display: "(404) 555-0100",
      tel: "+14045550100",
    });
    expect(parsed((d) => (d.phone = "(770) 555-MOVE")).phone.tel).toBe("+17705556683");
    expect(parsed((d) => (d.phone = "1-800-555-0199")).phone.tel).toBe("+18005550199");
  });

  it("writes each hours row's days from the days it picks, in week order", () => {
    const hours = parsed((d) => {
      d.hours.office.days = [
        { dayCodes: ["Fr", "Mo", "Tu", "We", "Th"], opens: "07:00", closes: "19:00" },
        { dayCodes: ["Sa", "Su"], opens: "09:00", closes: "17:00" },
        { dayCodes: ["Mo", "We", "Fr"], opens: "20:00", closes: "22:00" },
      ];
    }).hours.office.days;
    expect(hours.map((row: { days: string }) => row.days)).toEqual([
      "Monday – Friday",
      "Saturday, Sunday",
      "Monday, Wednesday, Friday",
    ]);
  });

  it("points the map and the directions at the office address", () => {
    const { map } = parsed((d) => (d.address.street = "1 Main Street"));
    expect(map.embedUrl).toContain(encodeURIComponent("1 Main Street, "));
    expect(map.directionsUrl).toContain(encodeURIComponent("1 Main Street, "));
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

  it("only reports instead of blocking once the policy has somewhere to report to", () => {
    expect(parsed((d) => (d.csp.enforce = false)).csp.enforce).toBe(true);
    const reporting = parsed((d) => (d.csp = { enforce: false, reportUri: "https://reports.example.net/csp" })).csp;
    expect(reporting.enforce).toBe(false);
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
    expect(check((d) => (d.phone = { display: "(770) 555-0100", tel: "+17705550100" }))).toThrow(/phone/);
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
