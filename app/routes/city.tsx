import { findCityByPath } from "../content/cities";
import { seo } from "../lib/seo";
import type { Route } from "./+types/city";

// Runs at build time only (pre-rendering): each page's HTML and .data file carry its own
// city, so the browser never downloads the other nine. Pre-rendering also asks for the
// client-navigation data as "/movers-x-ga.data", hence the suffix is dropped.
export function loader({ request }: Route.LoaderArgs) {
  const city = findCityByPath(new URL(request.url).pathname.replace(/\.data$/, ""));
  if (!city) throw new Response("Not Found", { status: 404 });
  return { city };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? seo({ title: loaderData.city.seoTitle, description: loaderData.city.seoDescription, pathname: location.pathname, fullTitle: true }) : [];

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <h1 className="p-10 text-3xl">{loaderData.city.heroHeadline}</h1>;
}
