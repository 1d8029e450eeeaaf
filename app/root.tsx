import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { QuotePopup } from "./components/quote-popup";
import { business } from "./config/business";
import { icons } from "./content/media";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { StickyCallBar } from "./components/sticky-call-bar";
import beforeHydrationScript from "./lib/before-hydration.ts?inline-script";
import { quoteProviderOrigin } from "./lib/quote-form-url";
import { markHydrated } from "./lib/start-app";
import "./styles/app.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover makes env(safe-area-inset-bottom) work for the phone call bar. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={business.themeColor} />
        <link rel="icon" href={icons.svg} type="image/svg+xml" />
        <link rel="icon" href={icons.png32} type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href={icons.appleTouch} sizes="180x180" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* Counts conversions and starts the app on the first interaction (lib/before-hydration.ts).
            Only the pre-rendered HTML needs it; React leaves it alone when it hydrates. */}
        <script
          data-provider-origin={quoteProviderOrigin}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? beforeHydrationScript : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {/* Off by default; the owner's tag manager reads the conversion events in window.dataLayer. */}
        {business.analyticsScriptUrl && <script async src={business.analyticsScriptUrl} />}
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-full bg-accent-400 px-5 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <StickyCallBar />
    </>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <QuotePopup />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <SiteShell>
      <section className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8">
        <h1 className="font-display text-display font-bold text-navy-900">Unexpected Application Error!</h1>
        <p className="mt-6 text-lead text-muted">{detail}</p>
        <p className="mt-4 text-muted">
          Please try again, or{" "}
          <a href="/" className="font-semibold text-navy-900 underline">
            return to the home page
          </a>
          .
        </p>
      </section>
    </SiteShell>
  );
}
