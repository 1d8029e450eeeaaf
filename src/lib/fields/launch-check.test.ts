import type { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { contentFiles, readBusiness } from "../content/content-files";
import { businessSchema } from "../../schemas/business";
import { group, ownerConfirmed, picture, text } from "../../schemas/field";
import { launchProblems, unconfirmedSamples, type ContentFile } from "./launch-check";

const shipped = readBusiness();
const files = contentFiles();
const problems = launchProblems(shipped, files).join("\n");

/** The shipped details with every placeholder replaced, as an owner would before launch. */
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
  details.reviews = { leaveUrl: "https://g.page/r/libertyoakmovers/review" };
  return details;
}

/** The content as an owner leaves it before launch: every box ticked, every sample picture and video replaced. */
function confirmedEverywhere(value: unknown, key = ""): unknown {
  if (typeof value === "boolean" && /confirmed$/i.test(key)) return true;
  if (typeof value === "string") return value.replace("/sample-", "/company-");
  if (Array.isArray(value)) return value.map((item) => confirmedEverywhere(item));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, confirmedEverywhere(inner, name)]));
  return value;
}
const confirmedFiles = files.map((file) => ({ ...file, data: confirmedEverywhere(file.data) }));

describe("the launch check", () => {
  it("names every placeholder field of the shipped details", () => {
    for (const field of [
      "business.phone",
      "business.email",
      "business.siteUrl",
      "business.quoteForm.formId",
      "business.quoteForm.formPageUrl",
      "business.quoteForm.embedScriptUrl",
      "business.licenses.usdot",
      "business.licenses.mc",
      "business.licenses.georgiaHouseholdGoods",
      "business.social.facebook",
      "business.reviews.leaveUrl",
      "business.reviews.betterBusinessBureau",
    ])
      expect(problems).toContain(`${field} = `);
  });

  it("names every unticked box of the shipped content, with the file, the field and what it confirms", () => {
    for (const line of [
      "src/content/business.yaml → namesConfirmed: not yet confirmed: that the names above are the company's",
      "src/content/business.yaml → address.confirmed: not yet confirmed",
      "src/content/business.yaml → community.programsConfirmed",
      "src/content/business.yaml → estimator.ratesConfirmed",
      "src/content/pages/senior-moving.yaml → partnerships.confirmed",
      "src/content/legal/terms.md → counselConfirmed: not yet confirmed: this text with your counsel",
      "src/content/cities/decatur.yaml → testimonial.confirmed",
    ])
      expect(problems).toContain(line);
    const reviews = files.find((file) => file.file === "src/content/testimonials.yaml")!.data as {
      testimonials: { name: string; confirmed: boolean }[];
    };
    for (const [index, { name }] of reviews.testimonials.entries())
      expect(problems).toContain(`testimonials.yaml → testimonials.${index} (${name}).confirmed`);
  });

  it("names every file of words (pages, cities, header and footer, services, FAQ, checklist, policies) until its box is ticked", () => {
    const wordFiles = files
      .map(({ file }) => file)
      .filter((file) => /\/(pages|cities)\/|\/(site|services|faq|moving-checklist)\.yaml$/.test(file));
    expect(wordFiles.length).toBeGreaterThanOrEqual(16 + 10 + 4);
    for (const file of wordFiles) expect(problems).toContain(`${file} → wordsConfirmed: not yet confirmed`);
    expect(problems).toContain("src/content/business.yaml → policies.wordsConfirmed: not yet confirmed");
  });

  it("names every picture and the video still at the samples the site ships with", () => {
    for (const field of [
      "site.yaml → logo",
      "site.yaml → shareImage",
      "home.yaml → hero.picture",
      "about.yaml → team.picture",
    ])
      expect(problems).toContain(`${field}: the `);
    expect(problems).toContain("home.yaml → hero.video: the Hero video is still the sample");
  });

  it("names a new Confirmed by the owner box, and a new picture, with no list to update", () => {
    const schema = group("New section", "d", {
      title: text("Title", "d"),
      partners: ownerConfirmed("the partners above"),
      photo: picture("Photo", "d", "x"),
    });
    const file = (data: unknown): ContentFile => ({ file: "src/content/pages/new.yaml", schema, data });
    const sample = { src: "../../assets/x/sample-x.webp", alt: "A truck", confirmed: false };
    expect(unconfirmedSamples(file({ title: "t", partners: false, photo: sample }))).toEqual([
      "src/content/pages/new.yaml → partners: not yet confirmed: the partners above",
      "src/content/pages/new.yaml → photo: the Photo is still the sample picture; upload the company's own, or tick its box to keep it",
    ]);
    // A replaced picture needs no tick; a kept sample needs one.
    const replaced = { ...sample, src: "../../assets/x/our-crew.jpg" };
    expect(unconfirmedSamples(file({ title: "t", partners: true, photo: replaced }))).toEqual([]);
    expect(unconfirmedSamples(file({ title: "t", partners: true, photo: { ...sample, confirmed: true } }))).toEqual([]);
  });

  it("names a box added to a content kind's schema as check:launch runs, with no other change", () => {
    const withNewBox = confirmedFiles.map((file) =>
      file.file === "src/content/pages/about.yaml"
        ? { ...file, schema: (file.schema as z.ZodObject).extend({ awards: ownerConfirmed("the awards above") }) }
        : file,
    );
    expect(launchProblems(launchReady(), withNewBox)).toEqual([
      "src/content/pages/about.yaml → awards: not yet confirmed: the awards above",
    ]);
  });

  it("passes content whose values are all real and confirmed", () => {
    expect(launchProblems(launchReady(), confirmedFiles)).toEqual([]);
  });

  it("catches a single placeholder or sample left behind", () => {
    const details = launchReady();
    details.email = "hello@movers.test";
    expect(launchProblems(details, confirmedFiles)).toEqual([
      'business.email = "hello@movers.test": movers.test is a reserved example host',
    ]);
    const oneReview = confirmedFiles.map((file) =>
      file.file.endsWith("cities/decatur.yaml")
        ? {
            ...file,
            data: { ...(file.data as object), testimonial: { ...(file.data as any).testimonial, confirmed: false } },
          }
        : file,
    );
    expect(launchProblems(launchReady(), oneReview)).toEqual([
      "src/content/cities/decatur.yaml → testimonial.confirmed: not yet confirmed: that this is a real customer's review, shown with their permission",
    ]);
  });

  it("reads the business details through the schema the build uses", () => {
    expect(businessSchema.parse(files.find((file) => file.file === "src/content/business.yaml")!.data)).toEqual(
      shipped,
    );
  });
});
