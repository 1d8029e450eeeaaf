import { describe, expect, it } from "vitest";
import { canonicalPages, canonicalPathFor, sitePages } from "./site-pages";

// The route table of the spec (section 2), written out here as the spec states it.
const specPaths = [
  "/",
  "/about",
  "/contact",
  "/get-a-moving-quote",
  "/privacy",
  "/terms",
  "/residential-moving",
  "/residential-moving-atlanta",
  "/senior-moving-services",
  "/senior-moving-services-atlanta",
  "/commercial-office-moving",
  "/commercial-office-moving-atlanta",
  "/packing-services",
  "/packing-services-atlanta",
  "/storage-solutions",
  "/service-areas",
  "/movers-atlanta-ga",
  "/movers-decatur-ga",
  "/movers-smyrna-ga",
  "/movers-brookhaven-ga",
  "/movers-marietta-ga",
  "/movers-dunwoody-ga",
  "/movers-norcross-ga",
  "/movers-peachtree-corners-ga",
  "/movers-chamblee-ga",
  "/movers-east-point-ga",
];

/** Pages the site has beyond the spec's: the answers and tools visitors want before they call. */
const addedPaths = ["/moving-faq", "/moving-checklist", "/accessibility", "/moving-cost-estimator"];

const specAliases: Record<string, string> = {
  "/residential-moving": "/residential-moving-atlanta",
  "/senior-moving-services": "/senior-moving-services-atlanta",
  "/commercial-office-moving": "/commercial-office-moving-atlanta",
  "/packing-services": "/packing-services-atlanta",
};

describe("the route table", () => {
  it("covers every path of the spec, the added help pages, and no other", () => {
    expect(sitePages.map((entry) => entry.path).sort()).toEqual([...specPaths, ...addedPaths].sort());
  });

  it("has no path twice", () => {
    const paths = sitePages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("renders each alias pair with one template, with the -atlanta path as canonical", () => {
    for (const [alias, canonical] of Object.entries(specAliases)) {
      const aliasEntry = sitePages.find((entry) => entry.path === alias);
      const canonicalEntry = sitePages.find((entry) => entry.path === canonical);
      expect(aliasEntry?.template).toBe(canonicalEntry?.template);
      expect(canonicalPathFor(alias)).toBe(canonical);
    }
  });

  it("serves the ten city pages from one template", () => {
    const cityTemplates = sitePages.filter((entry) => entry.path.startsWith("/movers-")).map((entry) => entry.template);
    expect(cityTemplates).toHaveLength(10);
    expect(new Set(cityTemplates)).toEqual(new Set(["city"]));
  });

  it("lists only canonical paths as canonical pages", () => {
    expect(canonicalPages.map((entry) => entry.path)).not.toContain("/residential-moving");
    expect(canonicalPages).toHaveLength(specPaths.length + addedPaths.length - Object.keys(specAliases).length);
  });
});
