import type { ReactNode } from "react";
import { LegalPage } from "../components/legal-page";
import { privacy, privacySeo } from "../content/privacy";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({
    title: privacySeo.title,
    description: privacySeo.description,
    pathname: path,
  });

export function Privacy({ lastUpdated }: { lastUpdated?: ReactNode }) {
  return <LegalPage content={privacy} control="privacy" lastUpdated={lastUpdated} />;
}
