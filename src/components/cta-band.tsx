import { cn } from "../lib/page/cn";
import { buttonRowClasses } from "./ui/button";
import type { ReactNode } from "react";
import { CallLink } from "./call-link";
import { QuotePageLink } from "./quote-links";

type CtaBandProps = { title: string; body: ReactNode; control: string };

/** The closing call to action of a page: call, or get a free quote. */
export function CtaBand({ title, body, control }: CtaBandProps) {
  const headingId = `${control}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 sm:py-20">
        <h2 id={headingId} className="font-display text-section font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lead text-navy-100">{body}</p>
        <div className={cn(buttonRowClasses, "mt-8 sm:justify-center")}>
          <CallLink control={`${control}-call`} variant="outlineLight" />
          <QuotePageLink control={`${control}-quote`} />
        </div>
      </div>
    </section>
  );
}
