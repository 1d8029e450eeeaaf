import { seo } from "../lib/seo";
import type { Route } from "./+types/commercial-moving";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "commercial moving", description: "commercial moving page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">commercial moving</h1>;
}
