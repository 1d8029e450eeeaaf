import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../components/ui/button";
import { seo } from "../lib/seo";
import { appHasHydrated } from "../lib/start-app";

export const meta = () => seo({ title: "Page not found", description: "This page does not exist.", noIndex: true });

/**
 * The spec logs the attempted path to the console. A warning, not an error: a mistyped
 * address is not a fault of the site (and Lighthouse counts console errors against it).
 */
const logMissingPage = 'console.warn("404: no page at " + location.pathname)';

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A 404 reached by a link inside the app. On a page load the inline script below has
    // logged it already, before the app starts (root.tsx marks it hydrated after this runs).
    if (appHasHydrated()) console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8 sm:py-32">
      <script dangerouslySetInnerHTML={{ __html: logMissingPage }} />
      <p className="font-display text-8xl font-bold text-accent-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-section font-bold text-navy-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-lead text-muted">The page you were looking for has moved, or never existed.</p>
      <ButtonLink to="/" variant="navy" className="mt-10">
        Return to Home
      </ButtonLink>
    </section>
  );
}
