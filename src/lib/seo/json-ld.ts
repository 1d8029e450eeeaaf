/**
 * The site's structured data (schema.org JSON-LD), built from the business details, the
 * services and the cities, so a changed phone number or a new city reaches every page.
 * seo() calls structuredDataFor() with the page's canonical path: pages pass nothing extra.
 *
 * Deliberately absent: review and aggregateRating. The ratings on the site are the company's
 * own claims, and self-serving review markup is against search engines' guidelines.
 */
import type {
  ArticleLeaf,
  BreadcrumbListLeaf,
  CityLeaf,
  DayOfWeek,
  Graph,
  MovingCompanyLeaf,
  OpeningHoursSpecificationLeaf,
  ServiceLeaf,
  Thing,
  WebSiteLeaf,
} from "schema-dts";
import { dayNames, type Business } from "../../schemas/business";
/** A 1200×630 picture for shared links: its site path and alt text. */
export type SharePicture = { path: string; alt: string };

/** What the structured data says about: the company, its pictures, its services and its cities. */
export type SiteFacts = {
  business: Business;
  /** The site paths of the logo and of the 1200×630 picture shared links show (src/data/pictures.ts). */
  pictures: { logo: string; share: SharePicture };
  services: readonly { name: string; summary: string; path: string }[];
  cities: readonly { name: string; path: string }[];
};

/** Absolute URL from the configured site URL, never from the request (pre-rendering asks as localhost). */
export function absoluteUrl(business: Pick<Business, "siteUrl">, path: string): string {
  return `${business.siteUrl}${path}`;
}

/** Every node that means the company points here instead of repeating it. */
export const businessId = (business: Pick<Business, "siteUrl">) => `${business.siteUrl}/#business`;
const websiteId = (business: Pick<Business, "siteUrl">) => `${business.siteUrl}/#website`;

/** The city pages' parent in the breadcrumb trail. */
export const serviceAreasCrumb = {
  name: "Service Areas",
  path: "/service-areas",
} as const;

/** The day names are schema.org's DayOfWeek values. */
const schemaDays: Record<keyof typeof dayNames, DayOfWeek> = dayNames;

function cityPlace(business: Business, city: { name: string }): CityLeaf {
  return { "@type": "City", name: `${city.name}, ${business.address.region}` };
}

/** The service-area cities, in the order the home page lists them. */
export function serviceAreaPlaces({ business, cities }: SiteFacts): CityLeaf[] {
  return cities.map((city) => cityPlace(business, city));
}

export function movingCompany(facts: SiteFacts): MovingCompanyLeaf {
  const { business } = facts;
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
    openingHoursSpecification: business.hours.office.days.map((row): OpeningHoursSpecificationLeaf => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.dayCodes.map((code) => schemaDays[code]),
      opens: row.opens,
      closes: row.closes,
    })),
    areaServed: serviceAreaPlaces(facts),
    priceRange: business.priceRange,
    logo: absoluteUrl(business, facts.pictures.logo),
    image: absoluteUrl(business, facts.pictures.share.path),
    sameAs: Object.values(business.social).filter((url): url is string => Boolean(url)),
    foundingDate: String(business.figures.foundedYear),
  };
}

function website(business: Business): WebSiteLeaf {
  return {
    "@type": "WebSite",
    "@id": websiteId(business),
    name: business.name,
    url: absoluteUrl(business, "/"),
    inLanguage: "en-US",
    publisher: { "@id": businessId(business) },
  };
}

type Crumb = { name: string; path: string };

function breadcrumbList(business: Business, canonicalPath: string, trail: Crumb[]): BreadcrumbListLeaf {
  return {
    "@type": "BreadcrumbList",
    "@id": `${absoluteUrl(business, canonicalPath)}#breadcrumb`,
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(business, crumb.path),
    })),
  };
}

export type PageData = {
  /** The page's canonical path (an alias already resolved), or undefined for the 404 page. */
  canonicalPath?: string;
  /** The page's title as the page passed it to seo(). */
  title: string;
  /** The last breadcrumb's name; defaults to the service's or city's name, else the title. */
  breadcrumbLabel?: string;
  /** The crumbs between Home and the page (a guide's list). */
  breadcrumbParents?: readonly Crumb[];
};

/**
 * The nodes for one page: the company everywhere; on the home page the WebSite; on service
 * pages a Service; on city pages a Service limited to that city; below home a BreadcrumbList.
 *
 * City pages describe the local offer as its own Service node ("Moving services in Decatur, GA",
 * areaServed that city, provider the company) rather than narrowing the company's areaServed:
 * the company node keeps one @id, so it must say the same thing on every page.
 */
export function structuredDataFor(
  facts: SiteFacts,
  { canonicalPath, title, breadcrumbLabel, breadcrumbParents = [] }: PageData,
): Graph {
  const { business } = facts;
  const nodes: Thing[] = [movingCompany(facts)];
  if (canonicalPath === "/") nodes.push(website(business));
  else if (canonicalPath) {
    const url = absoluteUrl(business, canonicalPath);
    const service = facts.services.find((entry) => entry.path === canonicalPath);
    const city = facts.cities.find((entry) => entry.path === canonicalPath);
    const trail: Crumb[] = [...breadcrumbParents];
    if (service) {
      nodes.push({
        "@type": "Service",
        "@id": `${url}#service`,
        name: service.name,
        serviceType: service.name,
        description: service.summary,
        url,
        provider: { "@id": businessId(business) },
        areaServed: serviceAreaPlaces(facts),
      } satisfies ServiceLeaf);
    } else if (city) {
      const place = cityPlace(business, city);
      nodes.push({
        "@type": "Service",
        "@id": `${url}#service`,
        name: `Moving services in ${place.name}`,
        serviceType: "Moving services",
        url,
        provider: { "@id": businessId(business) },
        areaServed: place,
      } satisfies ServiceLeaf);
      trail.push(serviceAreasCrumb);
    }
    const dataName =
      service?.name ?? city?.name ?? (canonicalPath === serviceAreasCrumb.path ? serviceAreasCrumb.name : undefined);
    trail.push({ name: breadcrumbLabel ?? dataName ?? title, path: canonicalPath });
    nodes.push(breadcrumbList(business, canonicalPath, trail));
  }
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** What the Article node says about a guide. */
export type ArticleFacts = {
  /** The guide's address. */
  path: string;
  headline: string;
  description: string;
  /** Path of the cover's 1200-wide rendition on the site. */
  imagePath: string;
  published: string;
  modified: string;
  author: string;
};

/** A guide's Article node, published by the company; every URL absolute from the configured site. */
export function article(business: Business, facts: ArticleFacts): ArticleLeaf {
  const url = absoluteUrl(business, facts.path);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: facts.headline,
    description: facts.description,
    image: absoluteUrl(business, facts.imagePath),
    datePublished: facts.published,
    dateModified: facts.modified,
    author: { "@type": "Person", name: facts.author },
    publisher: { "@id": businessId(business) },
    mainEntityOfPage: url,
    url,
    inLanguage: "en-US",
  };
}
