/** The 404 and 500 pages' bodies (src/pages/404.astro, src/pages/500.astro). */
import type { CollectionEntry } from "astro:content";
import { CallLink } from "../../components/call-link";
import { ButtonLink, buttonRowClasses } from "../../components/ui/button";
import { cn } from "../../lib/page/cn";

type ErrorWords = CollectionEntry<"errorPages">["data"]["notFound"];

/** The spec's 404: the big number, its heading, and the way home. */
export function NotFound({ words }: { words: ErrorWords }) {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8 sm:py-32">
      <p className="font-display text-8xl font-bold text-accent-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-section font-bold text-navy-900">
        <span className="sr-only">404: </span>
        {words.title}
      </h1>
      {words.body.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lead text-muted">
          {paragraph}
        </p>
      ))}
      <ButtonLink href="/" variant="navy" className="mt-10">
        Return to Home
      </ButtonLink>
    </section>
  );
}

/** The spec's error screen: the page a host shows when it fails (500.html). */
export function ServerError({ words }: { words: ErrorWords }) {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8">
      <h1 className="font-display text-display font-bold text-navy-900">{words.title}</h1>
      {words.body.map((paragraph, index) => (
        <p key={paragraph} className={index === 0 ? "mt-6 text-lead text-muted" : "mt-4 text-muted"}>
          {paragraph}
        </p>
      ))}
      <div className={cn(buttonRowClasses, "mt-10 sm:justify-center")}>
        <CallLink control="error-call" />
        <ButtonLink href="/" variant="outline">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
