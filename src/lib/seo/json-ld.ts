/**
 * The site's schema.org JSON-LD. No review or aggregateRating: the ratings are the company's own claims, and
 * self-serving review markup is against search engines' guidelines.
 */
import type { ArticleLeaf, CityLeaf, DayOfWeek, Graph, MovingCompanyLeaf, ServiceLeaf, Thing } from "schema-dts";
import type { Business } from "../../schemas/business";
import { dayNames } from "../../schemas/business/facts";

/** A 1200×630 picture for shared links: its site path and alt text. */
export type SharePicture = { path: string; alt: string };

/**
 * What the structured data says about: the company, the site paths of its logo and share picture, its services and
 * cities.
 */
export type SiteFacts = {
  business: Business;
  pictures: { logo: string; share: SharePicture };
  services: readonly { name: string; summary: string; path: string }[];
  cities: readonly { name: string; path: string }[];
};

/** Absolute URL from the configured site URL, never from the request (pre-rendering asks as localhost). */
export const absoluteUrl = ({ siteUrl }: { siteUrl: string }, path: string) => `${siteUrl}${path}`;

/** Every node that means the company points here instead of repeating it. */
export const businessId = ({ siteUrl }: { siteUrl: string }) => `${siteUrl}/#business`;

const cityPlace = (name: string, region: string): CityLeaf => ({ "@type": "City", name: `${name}, ${region}` });

export function movingCompany({ business, pictures, cities }: SiteFacts): MovingCompanyLeaf {
  const { address } = business;
  return {
    "@type": "MovingCompany",
    "@id": businessId(business),
    name: business.name,
    legalName: business.legalName,
    description: business.tagline,
    url: absoluteUrl(business, "/"),
    telephone: business.phone.tel,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude },
    // The office and phone hours: when a searcher can reach someone (the contact page shows them).
    openingHoursSpecification: business.hours.office.days.map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.dayCodes.map((code) => dayNames[code] satisfies DayOfWeek),
      opens: row.opens,
      closes: row.closes,
    })),
    areaServed: cities.map((city) => cityPlace(city.name, address.region)),
    priceRange: business.priceRange,
    logo: absoluteUrl(business, pictures.logo),
    image: absoluteUrl(business, pictures.share.path),
    sameAs: Object.values(business.social).filter((url): url is string => Boolean(url)),
    foundingDate: String(business.figures.foundedYear),
  };
}

type Crumb = { name: string; path: string };
/** The city pages' parent in the breadcrumb trail. */
const serviceAreas: Crumb = { name: "Service Areas", path: "/service-areas" };

/**
 * One page's nodes: the company; the WebSite on home; a Service on a service or city page; a BreadcrumbList below home.
 */
export function structuredDataFor(
  facts: SiteFacts,
  page: { canonicalPath?: string; title: string; breadcrumbLabel?: string; breadcrumbParents?: readonly Crumb[] },
): Graph {
  const { business } = facts;
  const { canonicalPath } = page;
  const company = movingCompany(facts);
  const publisher = { "@id": businessId(business) };
  const nodes: Thing[] = [company];
  if (canonicalPath === "/")
    nodes.push({
      "@type": "WebSite",
      "@id": `${business.siteUrl}/#website`,
      name: business.name,
      url: absoluteUrl(business, "/"),
      inLanguage: "en-US",
      publisher,
    });
  else if (canonicalPath) {
    const url = absoluteUrl(business, canonicalPath);
    const serviceNode = (
      node: Pick<ServiceLeaf, "name" | "serviceType" | "description">,
      areaServed: ServiceLeaf["areaServed"],
    ): ServiceLeaf => ({ "@type": "Service", "@id": `${url}#service`, ...node, url, provider: publisher, areaServed });
    const service = facts.services.find((entry) => entry.path === canonicalPath);
    const city = facts.cities.find((entry) => entry.path === canonicalPath);
    const trail = [...(page.breadcrumbParents ?? [])];
    if (service) {
      const { name, summary: description } = service;
      nodes.push(serviceNode({ name, serviceType: name, description }, company.areaServed));
    } else if (city) {
      const place = cityPlace(city.name, business.address.region);
      nodes.push(serviceNode({ name: `Moving services in ${place.name}`, serviceType: "Moving services" }, place));
      trail.push(serviceAreas);
    }
    const ownName =
      service?.name ?? city?.name ?? (canonicalPath === serviceAreas.path ? serviceAreas.name : undefined);
    trail.push({ name: page.breadcrumbLabel ?? ownName ?? page.title, path: canonicalPath });
    nodes.push({
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(business, crumb.path),
      })),
    });
  }
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** A guide's Article node, published by the company; `imagePath` is its share picture's. */
export function article(
  business: Business,
  guide: Record<"path" | "headline" | "description" | "imagePath" | "published" | "modified" | "author", string>,
): ArticleLeaf {
  const url = absoluteUrl(business, guide.path);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: guide.headline,
    description: guide.description,
    image: absoluteUrl(business, guide.imagePath),
    datePublished: guide.published,
    dateModified: guide.modified,
    author: { "@type": "Person", name: guide.author },
    publisher: { "@id": businessId(business) },
    mainEntityOfPage: url,
    url,
    inLanguage: "en-US",
  };
}
