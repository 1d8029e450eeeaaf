import { describe, expect, it } from "vitest";
import { business } from "../../tests/support/site-facts";
import { quoteFormUrl as quoteFormUrlFor } from "../lib/page/paths";
import { maxParamLength, withAttribution } from "./attribution";

const quoteFormUrl = () => quoteFormUrlFor(business.quoteForm);

describe("the quote form URL", () => {
  it("points at the configured form id on the provider's form page", () => {
    expect(quoteFormUrl()).toBe(`${business.quoteForm.formPageUrl}${business.quoteForm.formId}`);
  });

  it("passes on every attribution parameter and nothing else", () => {
    const url = new URL(
      withAttribution(
        quoteFormUrl(),
        "?utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=movers&utm_content=ad1&gclid=abc&session=secret",
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "fall",
      utm_term: "movers",
      utm_content: "ad1",
      gclid: "abc",
    });
  });

  it("cuts each parameter to a sane length", () => {
    const url = new URL(withAttribution(quoteFormUrl(), `?utm_source=${"a".repeat(5000)}&gclid=abc`));
    expect(url.searchParams.get("utm_source")).toBe("a".repeat(maxParamLength));
    expect(url.searchParams.get("gclid")).toBe("abc");
  });

  it("passes on the estimator's answers, and only well-formed ones", () => {
    const url = new URL(
      withAttribution(
        quoteFormUrl(),
        "?estimate_range=%241%2C150+-+%241%2C480&estimate_from=Decatur&estimate_X=1&estimated=2",
      ),
    );
    expect(url.searchParams.get("estimate_range")).toBe("$1,150 - $1,480");
    expect(url.searchParams.get("estimate_from")).toBe("Decatur");
    expect(url.searchParams.has("estimate_X")).toBe(false);
    expect(url.searchParams.has("estimated")).toBe(false);
  });
});
