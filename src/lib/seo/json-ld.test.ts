import { describe, expect, it } from "vitest";
import { business, pagePaths, siteFacts } from "../../../tests/support/site-facts";
import { businessId as businessIdOf, movingCompany, structuredDataFor } from "./json-ld";
import { seo } from "./seo";

const { cities, services } = siteFacts;
const businessId = businessIdOf(business);

type Node = Record<string, unknown> & { "@type": string };

/** The graph seo() renders for a page, as a crawler would read it back from the JSON. */
function graphFor(canonicalPath: string | undefined, title = "Page title"): Node[] {
  const [graph] = seo(siteFacts, { title, description: "d", canonicalPath }).jsonLd;
  const data = JSON.parse(JSON.stringify(graph));
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"];
}

function nodeOf(graph: Node[], type: string): Node {
  const matches = graph.filter((node) => node["@type"] === type);
  expect(matches, `one ${type} node`).toHaveLength(1);
  return matches[0]!;
}

function typesOf(graph: Node[]): string[] {
  return graph.map((node) => node["@type"]);
}

function crumbsOf(graph: Node[]): { name: string; item: string; position: number }[] {
  return nodeOf(graph, "BreadcrumbList").itemListElement as {
    name: string;
    item: string;
    position: number;
  }[];
}

/** Every key anywhere in a JSON value. */
function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  return [];
}

const siteUrl = business.siteUrl;
const serviceAreaCities = cities.map((city) => ({
  "@type": "City",
  name: `${city.name}, ${business.address.region}`,
}));

describe("the MovingCompany node", () => {
  const company = nodeOf(graphFor("/"), "MovingCompany");

  it("has a stable @id other nodes refer to", () => {
    expect(company["@id"]).toBe(`${siteUrl}/#business`);
    expect(businessId).toBe(company["@id"]);
  });

  it("carries the name, URL, phone and e-mail from the business details", () => {
    expect(company.name).toBe(business.name);
    expect(company.url).toBe(`${siteUrl}/`);
    expect(company.telephone).toBe(business.phone.tel);
    expect(company.email).toBe(business.email);
    expect(company.foundingDate).toBe(String(business.figures.foundedYear));
  });

  it("tells search engines a price range only once the owner has set one", () => {
    expect(business.priceRange).toBeUndefined();
    expect(company).not.toHaveProperty("priceRange");
    const withRange = JSON.parse(
      JSON.stringify(movingCompany({ ...siteFacts, business: { ...business, priceRange: "$$" } })),
    );
    expect(withRange.priceRange).toBe("$$");
  });

  it("has the postal address and coordinates from the config", () => {
    expect(company.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: "US",
    });
    expect(company.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: business.address.latitude,
      longitude: business.address.longitude,
    });
  });

  it("states the office and phone hours, as the contact page shows them", () => {
    const specs = company.openingHoursSpecification as {
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    expect(specs).toHaveLength(business.hours.office.days.length);
    business.hours.office.days.forEach((row, index) => {
      expect(specs[index]).toMatchObject({
        "@type": "OpeningHoursSpecification",
        opens: row.opens,
        closes: row.closes,
      });
      expect(specs[index]!.dayOfWeek.map((day) => day.slice(0, 2))).toEqual(row.dayCodes);
    });
    expect(specs.flatMap((spec) => spec.dayOfWeek)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });

  it("serves every service-area city, each as a City in Georgia", () => {
    expect(company.areaServed).toEqual(serviceAreaCities);
    expect(serviceAreaCities).toHaveLength(cities.length);
    expect(serviceAreaCities).toContainEqual({ "@type": "City", name: "Atlanta, GA" });
  });

  it("links the logo and share image by absolute URL", () => {
    expect(company.logo).toBe(`${siteUrl}${siteFacts.pictures.logo}`);
    expect(company.image).toBe(`${siteUrl}${siteFacts.pictures.share.path}`);
  });

  it("lists the configured social profiles", () => {
    expect(company.sameAs).toEqual(Object.values(business.social).filter(Boolean));
  });

  it("leaves out a social profile left empty", () => {
    const facts = { ...siteFacts, business: { ...business, social: { facebook: "https://www.facebook.com/x" } } };
    expect(movingCompany(facts).sameAs).toEqual(["https://www.facebook.com/x"]);
  });

  it("is the same on every page", () => {
    for (const path of pagePaths) expect(nodeOf(graphFor(path), "MovingCompany")).toEqual(company);
  });
});

describe("structured data per page", () => {
  it("gives the home page the company and the WebSite, without breadcrumbs", () => {
    const graph = graphFor("/");
    expect(typesOf(graph)).toEqual(["MovingCompany", "WebSite"]);
    expect(nodeOf(graph, "WebSite")).toMatchObject({
      url: `${siteUrl}/`,
      name: business.name,
      publisher: { "@id": businessId },
    });
  });

  it("gives a service page a Service provided by the company, and Home > service breadcrumbs", () => {
    const service = services[0]!;
    const graph = graphFor(service.path);
    expect(typesOf(graph)).toEqual(["MovingCompany", "Service", "BreadcrumbList"]);
    expect(nodeOf(graph, "Service")).toMatchObject({
      name: service.name,
      serviceType: service.name,
      url: `${siteUrl}${service.path}`,
      provider: { "@id": businessId },
      areaServed: serviceAreaCities,
    });
    expect(crumbsOf(graph)).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: service.name,
        item: `${siteUrl}${service.path}`,
      },
    ]);
  });

  it("gives every service page, storage included, a Service", () => {
    for (const service of services) {
      expect(nodeOf(graphFor(service.path), "Service").name).toBe(service.name);
      expect(nodeOf(graphFor(service.path), "Service").serviceType).toBe(service.name);
    }
  });

  it("gives a city page a Service in that city and Home > Service Areas > City breadcrumbs", () => {
    for (const city of cities) {
      const graph = graphFor(city.path, `Movers in ${city.name}, GA`);
      expect(typesOf(graph)).toEqual(["MovingCompany", "Service", "BreadcrumbList"]);
      expect(nodeOf(graph, "Service")).toMatchObject({
        name: `Moving services in ${city.name}, GA`,
        url: `${siteUrl}${city.path}`,
        provider: { "@id": businessId },
        areaServed: { "@type": "City", name: `${city.name}, GA` },
      });
      expect(crumbsOf(graph).map(({ name, item }) => [name, item])).toEqual([
        ["Home", `${siteUrl}/`],
        ["Service Areas", `${siteUrl}/service-areas`],
        [city.name, `${siteUrl}${city.path}`],
      ]);
    }
  });

  it("names other pages in the breadcrumbs by their title unless a label is given", () => {
    expect(crumbsOf(graphFor("/about", "About Us")).at(-1)).toMatchObject({
      name: "About Us",
      item: `${siteUrl}/about`,
    });
    const labelled = structuredDataFor(siteFacts, {
      canonicalPath: "/terms",
      title: "Terms of Service for Moves",
      breadcrumbLabel: "Terms",
    });
    expect(crumbsOf(JSON.parse(JSON.stringify(labelled))["@graph"]).at(-1)?.name).toBe("Terms");
    expect(crumbsOf(graphFor("/service-areas", "Areas We Serve")).at(-1)?.name).toBe("Service Areas");
  });

  it("gives every page below home a BreadcrumbList starting at Home", () => {
    for (const path of pagePaths.filter((path) => path !== "/")) {
      const crumbs = crumbsOf(graphFor(path));
      expect(crumbs[0]).toMatchObject({
        position: 1,
        name: "Home",
        item: `${siteUrl}/`,
      });
      expect(crumbs.at(-1)?.item).toBe(`${siteUrl}${path}`);
    }
  });

  it("gives the 404 page only the company", () => {
    expect(typesOf(graphFor(undefined))).toEqual(["MovingCompany"]);
  });

  it("has no review or rating markup on any page", () => {
    for (const path of pagePaths) {
      const keys = keysDeep(graphFor(path));
      expect(keys).not.toContain("aggregateRating");
      expect(keys).not.toContain("review");
      expect(keys).not.toContain("reviewRating");
    }
  });

  it("keeps every @id unique within a page", () => {
    for (const path of pagePaths) {
      const ids = graphFor(path).map((node) => node["@id"]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
