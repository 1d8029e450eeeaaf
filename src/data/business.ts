/** The business details (src/content/business.yaml), validated; build time only. */
import { getEntry } from "astro:content";
import { placeholderValues } from "../lib/content/placeholders";

const entry = await getEntry("business", "business");
if (!entry) throw new Error("src/content/business.yaml is missing");

export const business = entry.data;
export type { Business } from "../schemas/business";

export const telHref = `tel:${business.phone.tel}`;
export const mailtoHref = `mailto:${business.email}`;

/** The office address on two lines: street, then "City, ST 12345". */
export const addressLines = [
  business.address.street,
  `${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
] as const;

/** The values text can name in braces, like {phone} (src/lib/content/placeholders.ts). */
export const placeholders = placeholderValues(business);
