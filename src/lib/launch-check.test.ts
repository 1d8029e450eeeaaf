import { describe, expect, it } from "vitest";
import { contentSamples, readBusiness } from "../../scripts/lib/content-files";
import { launchProblems, type ContentSamples, type ShownTestimonial } from "./launch-check";

const shipped = readBusiness();
const samples = contentSamples();
const { testimonials, legalPages } = samples;

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

/** The shipped samples, every one confirmed but the testimonials given. */
const allConfirmedBut = (shown: readonly ShownTestimonial[]): ContentSamples => ({
  testimonials: shown,
  legalPages: legalPages.map((page) => ({ ...page, confirmed: true })),
  seniorPartnershipsConfirmed: true,
});

describe("the launch check", () => {
  const problems = launchProblems(shipped, samples).join("\n");

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

  it("names the senior page's partnerships until the owner confirms them", () => {
    expect(problems).toContain("senior-moving.yaml → partnerships.confirmed");
    expect(
      launchProblems(launchReady(), {
        ...allConfirmedBut(confirmed(testimonials)),
        seniorPartnershipsConfirmed: false,
      }),
    ).toEqual([expect.stringContaining("partnerships are samples")]);
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
    const unconfirmed = testimonials.filter((testimonial) => !testimonial.confirmed);
    expect(unconfirmed.length).toBeGreaterThan(0);
    const line = launchProblems(shipped, samples).find((problem) => problem.startsWith("testimonials:"));
    expect(line).toContain(`${unconfirmed.length} of ${testimonials.length} are samples`);
    for (const page of new Set(unconfirmed.map((testimonial) => testimonial.page))) expect(line).toContain(page);
  });

  it("names each legal page as for counsel to confirm, until it is", () => {
    expect(legalPages.map((page) => page.file).sort()).toEqual([
      "src/content/legal/accessibility.md",
      "src/content/legal/privacy.md",
      "src/content/legal/terms.md",
    ]);
    for (const page of legalPages)
      expect(problems).toContain(`${page.file}: the ${page.name} text is for your counsel to confirm`);
    const termsLeft = {
      ...allConfirmedBut(confirmed(testimonials)),
      legalPages: legalPages.map((page) => ({ ...page, confirmed: page.name !== "Terms" })),
    };
    expect(launchProblems(launchReady(), termsLeft)).toEqual([
      "src/content/legal/terms.md: the Terms text is for your counsel to confirm",
    ]);
  });

  it("names only the testimonials still unconfirmed", () => {
    const oneLeft = [...confirmed(testimonials.slice(1)), { ...testimonials[0]!, confirmed: false }];
    const line = launchProblems(launchReady(), allConfirmedBut(oneLeft)).join("\n");
    expect(line).toContain(`testimonials: 1 of ${testimonials.length} are samples`);
    expect(line).toContain(testimonials[0]!.page);
  });

  it("passes details whose values are all real and confirmed", () => {
    expect(launchProblems(launchReady(), allConfirmedBut(confirmed(testimonials)))).toEqual([]);
  });

  it("catches a single placeholder left behind", () => {
    const details = launchReady();
    details.email = "hello@movers.test";
    expect(launchProblems(details, allConfirmedBut(confirmed(testimonials)))).toEqual([
      'business.email = "hello@movers.test": movers.test is a reserved example host',
    ]);
  });
});
