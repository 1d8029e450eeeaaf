import { seo } from "../lib/seo";
import type { Route } from "./+types/storage-solutions";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ title: "storage solutions", description: "storage solutions page placeholder, to be written.", pathname: location.pathname });

export default function Page() {
  return <h1 className="p-10 text-3xl">storage solutions</h1>;
}
