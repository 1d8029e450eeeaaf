import { seo } from "../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "about", description: "about page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">about</h1>;
}
