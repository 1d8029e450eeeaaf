import { seo } from "../lib/seo";
import type { Route } from "./+types/service-areas";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "service areas", description: "service areas page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">service areas</h1>;
}
