import { describe, expect, it } from "vitest";
import { readBusiness, shownTestimonials } from "../../scripts/lib/content-files";
import { launchProblems, type ShownTestimonial } from "./launch-check";

const shipped = readBusiness();
const testimonials = shownTestimonials();

/** The shipped details with every placeholder replaced and every sample confirmed, as an owner would before launch. */
function launchReady() {
  const details = structuredClone(shipped);
  details.siteUrl = "https://www.libertyoakmovers.com";
  details.phone = { display: "(770) 448-2100", tel: "+17704482100" };
  details.email = "moves@libertyoakmovers.com";
  details.licenses = { usdot: "USDOT 3141592", mc: "MC 112358" };
  details.quoteForm = {
    ...details.quoteForm,
    formId: "a1B2c3D4e5",
    formPageUrl: "https://forms.leadconnectorhq.com/widget/form/",
    embedScriptUrl: "https://forms.leadconnectorhq.com/js/form_embed.js",
  };
  details.social = { facebook: "https://www.facebook.com/libertyoakmovers" };
  details.namesConfirmed = true;
  details.address = { ...details.address, confirmed: true };
  details.estimator = { ...details.estimator, ratesConfirmed: true };
  details.community = { ...details.community, programsConfirmed: true };
  return details;
}

const confirmed = (list: readonly ShownTestimonial[]) =>
  list.map((testimonial) => ({ ...testimonial, confirmed: true }));

describe("the launch check", () => {
  const problems = launchProblems(shipped, testimonials).join("\n");

  it("names every placeholder field of the shipped details", () => {
    for (const field of [
      "business.phone.tel",
      "business.email",
      "business.siteUrl",
      "business.quoteForm.formId",
      "business.quoteForm.formPageUrl",
      "business.quoteForm.embedScriptUrl",
      "business.licenses.usdot",
      "business.licenses.mc",
      "business.social.facebook",
    ])
      expect(problems).toContain(`${field} = `);
  });

  it("names each kind of sample with what it shows today: the names, the address, the programs, the rates", () => {
    expect(problems).toContain(
      `business.namesConfirmed: the company name "${shipped.name}" and legal name "${shipped.legalName}"`,
    );
    expect(problems).toContain(`business.address.confirmed: the address "${shipped.address.street}`);
    expect(problems).toContain("business.community.programsConfirmed");
    expect(problems).toContain("business.estimator.ratesConfirmed");
  });

  it("counts the sample testimonials and names the pages that show them", () => {
    const samples = testimonials.filter((testimonial) => !testimonial.confirmed);
    expect(samples.length).toBeGreaterThan(0);
    const line = launchProblems(shipped, testimonials).find((problem) => problem.startsWith("testimonials:"));
    expect(line).toContain(`${samples.length} of ${testimonials.length} are samples`);
    for (const page of new Set(samples.map((testimonial) => testimonial.page))) expect(line).toContain(page);
  });

  it("names only the testimonials still unconfirmed", () => {
    const oneLeft = [...confirmed(testimonials.slice(1)), { ...testimonials[0]!, confirmed: false }];
    const line = launchProblems(launchReady(), oneLeft).join("\n");
    expect(line).toContain(`testimonials: 1 of ${testimonials.length} are samples`);
    expect(line).toContain(testimonials[0]!.page);
  });

  it("passes details whose values are all real and confirmed", () => {
    expect(launchProblems(launchReady(), confirmed(testimonials))).toEqual([]);
  });

  it("catches a single placeholder left behind", () => {
    const details = launchReady();
    details.email = "hello@movers.test";
    expect(launchProblems(details, confirmed(testimonials))).toEqual([
      'business.email = "hello@movers.test": movers.test is a reserved example host',
    ]);
  });
});
