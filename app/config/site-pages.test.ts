import { describe, expect, it } from "vitest";
import { canonicalPages, canonicalPathFor, routeIdFor, sitePages } from "./site-pages";

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

const specAliases: Record<string, string> = {
  "/residential-moving": "/residential-moving-atlanta",
  "/senior-moving-services": "/senior-moving-services-atlanta",
  "/commercial-office-moving": "/commercial-office-moving-atlanta",
  "/packing-services": "/packing-services-atlanta",
};

describe("the route table", () => {
  it("covers every path of the spec and no other", () => {
    expect(sitePages.map((entry) => entry.path).sort()).toEqual([...specPaths].sort());
  });

  it("has no path twice and a unique route id for each", () => {
    const paths = sitePages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths.map(routeIdFor)).size).toBe(paths.length);
  });

  it("mounts each alias pair on one module, with the -atlanta path as canonical", () => {
    for (const [alias, canonical] of Object.entries(specAliases)) {
      const aliasEntry = sitePages.find((entry) => entry.path === alias);
      const canonicalEntry = sitePages.find((entry) => entry.path === canonical);
      expect(aliasEntry?.file).toBe(canonicalEntry?.file);
      expect(canonicalPathFor(alias)).toBe(canonical);
    }
  });

  it("serves the ten city pages from one template", () => {
    const cityFiles = sitePages.filter((entry) => entry.path.startsWith("/movers-")).map((entry) => entry.file);
    expect(cityFiles).toHaveLength(10);
    expect(new Set(cityFiles)).toEqual(new Set(["routes/city.tsx"]));
  });

  it("lists only canonical paths as canonical pages", () => {
    expect(canonicalPages.map((entry) => entry.path)).not.toContain("/residential-moving");
    expect(canonicalPages).toHaveLength(specPaths.length - Object.keys(specAliases).length);
  });
});
