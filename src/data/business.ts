/** The business details (src/content/business.yaml) and the links and lines the pages make of them. */
import { content } from "./content";

export const { business, placeholders } = content;
export type { Business } from "../schemas/business";

export const telHref = `tel:${business.phone.tel}`;
export const mailtoHref = `mailto:${business.email}`;

/** The office address on two lines: street, then "City, ST 12345". */
export const addressLines = [
  business.address.street,
  `${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
] as const;
