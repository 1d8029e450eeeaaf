/**
 * The site's structured data (schema.org JSON-LD), built from the business config, the route
 * table and the content modules, so a changed phone number or a new city reaches every page.
 * seo() calls structuredDataFor() with the page's pathname: pages pass nothing extra.
 *
 * Deliberately absent: review and aggregateRating. The ratings on the site are the company's
 * own claims, and self-serving review markup is against search engines' guidelines.
 */
import type {
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
import { business } from "../config/business";
import { logos, shareCard } from "../content/media";
import { type CityDirectoryEntry, cityDirectory } from "../content/city-directory";
import { allServices } from "../content/services";

/** Absolute URL from the configured site URL, never from the request (pre-rendering asks as localhost). */
export function absoluteUrl(path: string): string {
  return `${business.siteUrl}${path}`;
}

/** The 1200×630 image shared links show (built by scripts/build-media.ts). */
export const shareImagePath = shareCard.src;
export const logoPath = logos.onLight.src;

/** Every node that means the company points here instead of repeating it. */
export const businessId = `${business.siteUrl}/#business`;
export const websiteId = `${business.siteUrl}/#website`;

/** The city pages' parent in the breadcrumb trail. */
export const serviceAreasCrumb = {
  name: "Service Areas",
  path: "/service-areas",
} as const;

const dayNames = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const satisfies Record<string, DayOfWeek>;

function cityPlace(city: CityDirectoryEntry): CityLeaf {
  return { "@type": "City", name: `${city.name}, ${business.address.region}` };
}

/** The ten service-area cities, in the order the home page lists them. */
export function serviceAreaPlaces(): CityLeaf[] {
  return cityDirectory.map(cityPlace);
}

export function movingCompany(): MovingCompanyLeaf {
  const { address } = business;
  return {
    "@type": "MovingCompany",
    "@id": businessId,
    name: business.name,
    legalName: business.legalName,
    description: business.tagline,
    url: absoluteUrl("/"),
    telephone: business.phone.tel,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: address.geo.latitude,
      longitude: address.geo.longitude,
    },
    // The spec keeps two readings of the hours. The summary one (Mon–Sat 7–7, Sun 9–5) is the
    // one the footer shows on every page, so the markup agrees with what every page says; the
    // contact page's longer reading differs only on Saturday and is left to that page's copy.
    openingHoursSpecification: business.hours.office.days.map((row): OpeningHoursSpecificationLeaf => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.dayCodes.map((code) => dayNames[code]),
      opens: row.opens,
      closes: row.closes,
    })),
    areaServed: serviceAreaPlaces(),
    priceRange: business.priceRange,
    logo: absoluteUrl(logoPath),
    image: absoluteUrl(shareImagePath),
    sameAs: Object.values(business.social).filter((url): url is string => Boolean(url)),
    foundingDate: String(business.figures.foundedYear),
  };
}

function website(): WebSiteLeaf {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    name: business.name,
    url: absoluteUrl("/"),
    inLanguage: "en-US",
    publisher: { "@id": businessId },
  };
}

type Crumb = { name: string; path: string };

function breadcrumbList(canonicalPath: string, trail: Crumb[]): BreadcrumbListLeaf {
  return {
    "@type": "BreadcrumbList",
    "@id": `${absoluteUrl(canonicalPath)}#breadcrumb`,
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type PageData = {
  /** The page's canonical path (an alias already resolved), or undefined for the 404 page. */
  canonicalPath?: string;
  /** The page's title as the page passed it to seo(). */
  title: string;
  /** The last breadcrumb's name; defaults to the name the data modules give the page, else the title. */
  breadcrumbLabel?: string;
};

/**
 * The nodes for one page: the company everywhere; on the home page the WebSite; on service
 * pages a Service; on city pages a Service limited to that city; below home a BreadcrumbList.
 *
 * City pages describe the local offer as its own Service node ("Moving services in Decatur, GA",
 * areaServed that city, provider the company) rather than narrowing the company's areaServed:
 * the company node keeps one @id, so it must say the same thing on every page.
 */
export function structuredDataFor({ canonicalPath, title, breadcrumbLabel }: PageData): Graph {
  const nodes: Thing[] = [movingCompany()];
  if (canonicalPath === "/") nodes.push(website());
  else if (canonicalPath) {
    const url = absoluteUrl(canonicalPath);
    const service = allServices.find((entry) => entry.path === canonicalPath);
    const city = cityDirectory.find((entry) => entry.path === canonicalPath);
    const trail: Crumb[] = [];
    if (service) {
      nodes.push({
        "@type": "Service",
        "@id": `${url}#service`,
        name: service.name,
        serviceType: service.name,
        description: service.summary,
        url,
        provider: { "@id": businessId },
        areaServed: serviceAreaPlaces(),
      } satisfies ServiceLeaf);
    } else if (city) {
      const place = cityPlace(city);
      nodes.push({
        "@type": "Service",
        "@id": `${url}#service`,
        name: `Moving services in ${place.name}`,
        serviceType: "Moving services",
        url,
        provider: { "@id": businessId },
        areaServed: place,
      } satisfies ServiceLeaf);
      trail.push(serviceAreasCrumb);
    }
    const dataName =
      service?.name ?? city?.name ?? (canonicalPath === serviceAreasCrumb.path ? serviceAreasCrumb.name : undefined);
    trail.push({
      name: breadcrumbLabel ?? dataName ?? title,
      path: canonicalPath,
    });
    nodes.push(breadcrumbList(canonicalPath, trail));
  }
  return { "@context": "https://schema.org", "@graph": nodes };
}
