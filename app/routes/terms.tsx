import { LegalPage } from "../components/legal-page";
import { terms, termsSeo } from "../content/terms";
import { seo } from "../lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: termsSeo.title,
    description: termsSeo.description,
    pathname: location.pathname,
  });

export default function Terms() {
  return <LegalPage content={terms} control="terms" />;
}
