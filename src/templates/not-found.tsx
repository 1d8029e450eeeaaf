import { ButtonLink } from "../components/ui/button";
import { seo } from "../lib/seo";

export const head = () => seo({ title: "Page not found", description: "This page does not exist.", noIndex: true });

/** The 404 page; src/pages/404.astro also logs the attempted path to the console, as the spec asks. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8 sm:py-32">
      <p className="font-display text-8xl font-bold text-accent-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-section font-bold text-navy-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-lead text-muted">The page you were looking for has moved, or never existed.</p>
      <ButtonLink href="/" variant="navy" className="mt-10">
        Return to Home
      </ButtonLink>
    </section>
  );
}
