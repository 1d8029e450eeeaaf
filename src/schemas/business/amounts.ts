/** Dollars and hours, as the prices, the Terms and the estimator state them. */
import { decimal } from "../field.ts";

/** Dollars: a price or a rate. */
export const dollars = (label: string, description: string) => decimal({ label, description, min: 0.01, max: 100_000 });

/** Hours of work: a crew's or a packer's. */
export const workHours = (label: string, description: string) => decimal({ label, description, min: 0.05, max: 100 });
