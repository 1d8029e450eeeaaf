import { LegalPage } from "../components/legal-page";
import { privacy, privacySeo } from "../content/privacy";
import { seo } from "../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: privacySeo.title,
    description: privacySeo.description,
    pathname: location.pathname,
  });

export default function Privacy() {
  return <LegalPage content={privacy} control="privacy" />;
}
