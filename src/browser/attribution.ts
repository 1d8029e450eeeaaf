/** The ad-click parameters the owner needs to see against each lead. */
const attributionParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"];

/** Longer values are cut to this: no ad platform sends more, and the provider's URL stays sane. */
export const maxParamLength = 200;

/** How many of the estimator's estimate_* answers (lib/estimator/moving-estimate.ts) are passed on. */
const maxEstimateParams = 12;

/** The URL with the page's attribution parameters and estimator answers added, and no others. */
export function withAttribution(url: string, pageSearch: string): string {
  const result = new URL(url);
  const pageParams = new URLSearchParams(pageSearch);
  for (const name of attributionParams) {
    const value = pageParams.get(name);
    if (value) result.searchParams.set(name, value.slice(0, maxParamLength));
  }
  const estimateNames = [...new Set(pageParams.keys())].filter((name) => /^estimate_[a-z_]{1,30}$/.test(name));
  for (const name of estimateNames.slice(0, maxEstimateParams))
    result.searchParams.set(name, (pageParams.get(name) ?? "").slice(0, maxParamLength));
  return result.toString();
}
