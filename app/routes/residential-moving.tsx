import { seo } from "../lib/seo";
import type { Route } from "./+types/residential-moving";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "residential moving", description: "residential moving page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">residential moving</h1>;
}
