import { seo } from "../lib/seo";
import type { Route } from "./+types/get-a-moving-quote";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "get a moving quote", description: "get a moving quote page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">get a moving quote</h1>;
}
