import { useState } from "react";
import { useLocation } from "react-router";
import { business } from "../config/business";
import { withAttribution } from "./attribution";
import { useHydrated } from "./use-hydrated";

/** Only the lead provider's own pages may post messages we act on (leads, resizing). */
export const quoteProviderOrigin = new URL(business.quoteForm.formPageUrl).origin;

/** The provider's form page for the configured form id, carrying the page's attribution parameters. */
export function quoteFormUrl(pageSearch = ""): string {
  return withAttribution(new URL(business.quoteForm.formId, business.quoteForm.formPageUrl).toString(), pageSearch);
}

/**
 * The form frame's src, fixed when the frame mounts: a frame created in the browser (the
 * popup's, or one on a page reached by a link) gets the visitor's attribution parameters at
 * once. A pre-rendered frame keeps the HTML's src, to which the page's first script has
 * already added them (attribution.ts); changing it here would reload a half-filled form.
 */
export function useQuoteFormUrl(): string {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [src] = useState(() => quoteFormUrl(hydrated ? search : ""));
  return src;
}
