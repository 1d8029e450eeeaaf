import { seo } from "../lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "contact", description: "contact page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">contact</h1>;
}
