import { describe, expect, it } from "vitest";
import { business } from "./business";
import { launchProblems } from "./launch-check";

/** The shipped config with every placeholder replaced, as an owner would before launch. */
function launchReady() {
  const config = structuredClone(business) as Record<string, any>;
  config.siteUrl = "https://www.libertyoakmovers.com";
  config.phone = { display: "(770) 448-2100", tel: "+17704482100" };
  config.email = "moves@libertyoakmovers.com";
  config.licenses = { usdot: "USDOT 3141592", mc: "MC 112358" };
  config.quoteForm = {
    ...config.quoteForm,
    formId: "a1B2c3D4e5",
    formPageUrl: "https://forms.leadconnectorhq.com/widget/form/",
    embedScriptUrl: "https://forms.leadconnectorhq.com/js/form_embed.js",
  };
  config.social = { facebook: "https://www.facebook.com/libertyoakmovers" };
  config.estimator = { ...config.estimator, ratesArePlaceholders: false };
  config.community = { ...config.community, programsArePlaceholders: false };
  return config as typeof business;
}

describe("the launch check", () => {
  it("names every placeholder field of the shipped config", () => {
    const problems = launchProblems(business).join("\n");
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
      "business.estimator.ratesArePlaceholders",
      "business.community.programsArePlaceholders",
    ])
      expect(problems).toContain(`${field} = `);
  });

  it("passes a config whose values are all real", () => {
    expect(launchProblems(launchReady())).toEqual([]);
  });

  it("catches a single placeholder left behind", () => {
    const config = launchReady();
    (config as any).email = "hello@movers.test";
    expect(launchProblems(config)).toEqual([
      'business.email = "hello@movers.test": movers.test is a reserved example host',
    ]);
  });
});
