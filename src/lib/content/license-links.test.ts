import { describe, expect, it } from "vitest";
import { business } from "../../../tests/support/site-facts";
import { licenseLinks } from "./license-links";

describe("licenseLinks", () => {
  it("links the USDOT and MC numbers to their federal carrier records, from the configured numbers", () => {
    const [usdot, mc] = licenseLinks({ usdot: "USDOT 3141592", mc: "MC 112358", georgiaHouseholdGoods: "" });
    expect(usdot).toEqual({
      label: "USDOT 3141592",
      href: "https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=3141592",
    });
    expect(mc?.href).toMatch(/query_param=MC_MX&query_string=112358$/);
  });

  it("shows the Georgia certificate only when one is configured", () => {
    expect(licenseLinks({ ...business.licenses, georgiaHouseholdGoods: "" })).toHaveLength(2);
    expect(licenseLinks({ ...business.licenses, georgiaHouseholdGoods: "HHG-0042" }).at(-1)).toEqual({
      label: "Georgia household goods cert. HHG-0042",
    });
  });
});
