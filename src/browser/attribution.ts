/** The ad-click parameters the owner needs to see against each lead. */
export const attributionParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;

/** The URL with the page's attribution parameters (and no others) added. */
export function withAttribution(url: string, pageSearch: string): string {
  const result = new URL(url);
  const pageParams = new URLSearchParams(pageSearch);
  for (const name of attributionParams) {
    const value = pageParams.get(name);
    if (value) result.searchParams.set(name, value);
  }
  return result.toString();
}
