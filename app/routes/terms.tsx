import { seo } from "../lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "terms", description: "terms page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">terms</h1>;
}
