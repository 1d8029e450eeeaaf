import type { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { contentFiles, readBusiness } from "../content/content-files";
import { businessSchema } from "../../schemas/business";
import { group, ownerConfirmed, picture, text } from "../../schemas/field";
import { launchCount, launchGroups, launchReport, unconfirmedSamples } from "./launch-check";

const shipped = readBusiness();
const files = contentFiles();
const groups = launchGroups(shipped, files);
/** Each item as "screen: field: what to do". */
const items = (from: typeof groups) =>
  from.flatMap(({ screen, items }) => items.map(({ field, todo }) => `${screen}: ${field}: ${todo}`));
const problems = items(groups).join("\n");

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
  it("names every placeholder of the shipped details by the editor's labels", () => {
    for (const field of [
      "Business details: Phone: ",
      "Business details: E-mail: ",
      "Business details: Site address: ",
      "Business details: Quote form → Form id: ",
      "Business details: Quote form → Form page address: ",
      "Business details: Licenses → USDOT number: ",
      "Business details: Licenses → MC number: ",
      "Business details: Licenses → Georgia household-goods certificate: ",
      "Business details: Social profiles → Facebook: ",
      "Business details: Review profiles → Leave a review: ",
    ])
      expect(problems).toContain(field);
  });

  it("names every unticked box of the shipped content by its screen and labels, never by an internal key", () => {
    for (const line of [
      "Business details: Confirmed by the owner: tick it once you have confirmed that the company name, legal name and short name are the company's",
      "Business details: Office address → Confirmed by the owner: tick it once",
      "Senior moving page: Partnerships section → Confirmed by the owner: tick it once",
      "Legal pages → Terms: Confirmed by the owner: tick it once you have confirmed this text with your counsel",
      "Cities → Decatur: Testimonial → Confirmed by the owner: tick it once",
    ])
      expect(problems).toContain(line);
    const reviews = files.find((file) => file.key === "testimonials")!.data as { testimonials: { name: string }[] };
    for (const { name } of reviews.testimonials)
      expect(problems).toContain(`Testimonials: Testimonials → ${name} → Confirmed by the owner: tick it once`);
    expect(problems).not.toMatch(/wordsConfirmed|policies\.|testimonials\.\d|src\/content/);
  });

  it("groups the items by the editor's screens, each with its address in the editor and the page visitors see", () => {
    expect(groups[0]).toMatchObject({
      screen: "Business details",
      editorPath: "/keystatic/singleton/business",
      pagePath: "/contact",
    });
    expect(groups.find((group) => group.screen === "Cities → Decatur")).toMatchObject({
      editorPath: "/keystatic/collection/cities/item/decatur",
      pagePath: "/movers-decatur-ga",
    });
    expect(groups.find((group) => group.screen === "Residential moving page")?.pagePath).toBe(
      "/residential-moving-atlanta",
    );
    expect(new Set(groups.map((group) => group.screen)).size).toBe(groups.length);
  });

  it("prints the count first, then each screen and its items", () => {
    const report = launchReport(groups).split("\n");
    expect(report[0]).toBe(
      `Not ready to launch: ${launchCount(groups)} items to confirm or replace, on ${groups.length} screens of the editor (npm run edit or the admin editor, then "Ready to launch?"):`,
    );
    expect(report.slice(1, 4)).toEqual([
      "",
      "Business details",
      `  - Phone: "(770) 555-0142" is a made-up 555-01xx number`,
    ]);
  });

  it("names every file of words (pages, cities, header and footer, services, FAQ, checklist, policies) until its box is ticked", () => {
    const wordFiles = files.filter(({ file }) =>
      /\/(pages|cities)\/|\/(site|services|faq|moving-checklist)\.yaml$/.test(file),
    );
    expect(wordFiles.length).toBeGreaterThanOrEqual(16 + 10 + 4);
    for (const file of wordFiles)
      expect(
        unconfirmedSamples(file).map((item) => item.field),
        file.file,
      ).toContain("Confirmed by the owner");
    expect(problems).toContain("Business details: Terms limits → Confirmed by the owner: tick it once");
  });

  it("names every picture and the video still at the samples the site ships with", () => {
    for (const field of [
      "Header and footer: Logo: still the sample picture",
      "Header and footer: Share picture: still the sample picture",
      "Home page: Top of the page → Hero picture: still the sample picture",
      "About page: Team section → Team picture: still the sample picture",
      "Home page: Top of the page → Hero video: still the sample video",
    ])
      expect(problems).toContain(field);
  });

  it("names a new Confirmed by the owner box, and a new picture, with no list to update", () => {
    const schema = group("New section", "d", {
      title: text("Title", "d"),
      partners: ownerConfirmed("the partners"),
      photo: picture("Photo", "d", "x"),
    });
    const file = (data: unknown) => ({ schema, data });
    const sample = { src: "../../assets/x/sample-x.webp", alt: "A truck", confirmed: false };
    expect(unconfirmedSamples(file({ title: "t", partners: false, photo: sample }))).toEqual([
      { field: "Confirmed by the owner", todo: "tick it once you have confirmed the partners" },
      {
        field: "Photo",
        todo: "still the sample picture: upload the company's own, or tick its Confirmed by the owner box to keep it",
      },
    ]);
    // A replaced picture needs no tick; a kept sample needs one.
    const replaced = { ...sample, src: "../../assets/x/our-crew.jpg" };
    expect(unconfirmedSamples(file({ title: "t", partners: true, photo: replaced }))).toEqual([]);
    expect(unconfirmedSamples(file({ title: "t", partners: true, photo: { ...sample, confirmed: true } }))).toEqual([]);
  });

  it("names a box added to a content kind's schema as check:launch runs, with no other change", () => {
    const withNewBox = confirmedFiles.map((file) =>
      file.file === "src/content/pages/about.yaml"
        ? { ...file, schema: (file.schema as z.ZodObject).extend({ awards: ownerConfirmed("the awards") }) }
        : file,
    );
    expect(items(launchGroups(launchReady(), withNewBox))).toEqual([
      "About page: Confirmed by the owner: tick it once you have confirmed the awards",
    ]);
  });

  it("passes content whose values are all real and confirmed", () => {
    expect(launchGroups(launchReady(), confirmedFiles)).toEqual([]);
    expect(launchReport([])).toMatch(/^Ready to launch/);
  });

  it("catches a single placeholder or sample left behind", () => {
    const details = launchReady();
    details.email = "hello@movers.test";
    expect(items(launchGroups(details, confirmedFiles))).toEqual([
      'Business details: E-mail: "hello@movers.test": movers.test is a reserved example address',
    ]);
    const oneReview = confirmedFiles.map((file) =>
      file.file.endsWith("cities/decatur.yaml")
        ? {
            ...file,
            data: { ...(file.data as object), testimonial: { ...(file.data as any).testimonial, confirmed: false } },
          }
        : file,
    );
    expect(items(launchGroups(launchReady(), oneReview))).toEqual([
      "Cities → Decatur: Testimonial → Confirmed by the owner: tick it once you have confirmed that this is a real customer's review, shown with their permission",
    ]);
  });

  it("reads the business details through the schema the build uses", () => {
    expect(businessSchema.parse(files.find((file) => file.file === "src/content/business.yaml")!.data)).toEqual(
      shipped,
    );
  });
});
