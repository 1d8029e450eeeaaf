import { seo } from "../lib/seo";
import type { Route } from "./+types/packing-services";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "packing services", description: "packing services page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">packing services</h1>;
}
