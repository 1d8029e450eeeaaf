/** Longer values are cut to this: no ad platform sends more, and the provider's URL stays sane. */
export const maxParamLength = 200;

/** The URL with the page's ad-click parameters and up to 12 of the estimator's estimate_* answers, and no others. */
export function withAttribution(url: string, pageSearch: string) {
  const result = new URL(url);
  const pageParams = new URLSearchParams(pageSearch);
  const estimates = [...new Set(pageParams.keys())].filter((name) => /^estimate_[a-z_]{1,30}$/.test(name));
  const adClicks = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"];
  for (const name of [...adClicks, ...estimates.slice(0, 12)]) {
    const value = pageParams.get(name);
    if (value) result.searchParams.set(name, value.slice(0, maxParamLength));
  }
  return result.toString();
}
