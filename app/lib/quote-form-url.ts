import { useLocation } from "react-router";
import { business } from "../config/business";
import { useHydrated } from "./use-hydrated";

/** The ad-click parameters the owner needs to see against each lead. */
export const attributionParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;

/** The provider's form page for the configured form id, carrying the page's attribution parameters. */
export function quoteFormUrl(pageSearch = ""): string {
  const url = new URL(business.quoteForm.formId, business.quoteForm.formPageUrl);
  const pageParams = new URLSearchParams(pageSearch);
  for (const name of attributionParams) {
    const value = pageParams.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** Pre-rendered HTML has no query string; once hydrated, the visitor's own parameters are added. */
export function useQuoteFormUrl(): string {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return quoteFormUrl(hydrated ? search : "");
}
