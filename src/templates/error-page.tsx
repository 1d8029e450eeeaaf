import { cn } from "../lib/cn";
import { ButtonLink, buttonRowClasses } from "../components/ui/button";
import { CallLink } from "../components/call-link";
import { seo } from "../lib/seo";

export const head = () =>
  seo({ title: "Unexpected Application Error!", description: "Something went wrong on our side.", noIndex: true });

/**
 * The spec's error screen. A static site has no application server to fail: this is the page
 * a host shows when it fails (500.html; npm start and docs/nginx.conf serve it), and the
 * islands show the same heading when one of them fails (components/islands/island-boundary.tsx).
 */
export function ErrorPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8">
      <h1 className="font-display text-display font-bold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-6 text-lead text-muted">500: the server could not answer this request.</p>
      <p className="mt-4 text-muted">Please try again in a moment, or call us: we are happy to help by phone.</p>
      <div className={cn(buttonRowClasses, "mt-10 sm:justify-center")}>
        <CallLink control="error-call" />
        <ButtonLink href="/" variant="outline">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
