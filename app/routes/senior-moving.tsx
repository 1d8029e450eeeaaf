import { seo } from "../lib/seo";
import type { Route } from "./+types/senior-moving";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "senior moving", description: "senior moving page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">senior moving</h1>;
}
