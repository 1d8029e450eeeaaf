import type { ReactNode } from "react";
import { LegalPage } from "../components/legal-page";
import { terms, termsSeo } from "../content/terms";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({
    title: termsSeo.title,
    description: termsSeo.description,
    pathname: path,
  });

export function Terms({ lastUpdated }: { lastUpdated?: ReactNode }) {
  return <LegalPage content={terms} control="terms" lastUpdated={lastUpdated} />;
}
