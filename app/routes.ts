import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeIdFor, sitePages } from "./config/site-pages";

export default [
  ...sitePages.map((entry) => route(entry.path, entry.file, { id: routeIdFor(entry.path) })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
