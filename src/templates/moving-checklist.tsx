import type { ReactNode } from "react";
import { CallLink } from "../components/call-link";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { business } from "../data/business";
import { checklistSeo } from "../content/moving-checklist";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({
    title: checklistSeo.title,
    description: checklistSeo.description,
    pathname: path,
    breadcrumbLabel: "Moving checklist",
  });

/**
 * Call and quote beside the list on wide screens. Not on phones, where it would fall right
 * before the footer's call band and say the same; not on paper.
 */
function Aside() {
  return (
    <aside
      aria-labelledby="checklist-help-heading"
      className="hidden rounded-card bg-navy-900 p-7 text-white lg:sticky lg:top-36 lg:block print:hidden"
    >
      <h2 id="checklist-help-heading" className="font-display text-2xl font-bold">
        Rather hand it to us?
      </h2>
      <p className="mt-3 text-navy-100">
        Packing, loading, storage and the drive: a free quote takes a few minutes, and a consultant calls you within{" "}
        {business.commitments.quoteCallbackMinutes} minutes of your request.
      </p>
      <div className="mt-6 grid gap-3">
        <QuoteLink control="checklist-aside-quote" />
        <CallLink control="checklist-aside-call" variant="outlineLight" />
      </div>
    </aside>
  );
}

/** `checklist` is the list inside the ChecklistTracker island, placed by src/pages/[...slug].astro. */
export function MovingChecklistPage({ checklist }: { checklist?: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Moving help"
        title="Your moving checklist, week by week"
        intro="Eight weeks is enough time for a calm move. Tick tasks off as you go: your ticks stay on this device, and the list prints cleanly for the fridge door."
        actions={
          <>
            <CallLink control="checklist-hero-call" variant="outlineLight" />
            <QuoteLink control="checklist-hero-quote" />
          </>
        }
      />
      <div className="bg-cream py-16 sm:py-20 print:bg-white print:py-0">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div>{checklist}</div>
          <Aside />
        </div>
      </div>
    </>
  );
}
