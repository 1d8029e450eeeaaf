/** The quote page's own sections; src/pages/get-a-moving-quote.astro places them. */
import type { CollectionEntry } from "astro:content";
import { CheckList, DotList } from "../../components/check-list";
import { QuoteEmbed } from "../../components/quote-embed";
import { Section, SectionHeading } from "../../components/ui/section";
import { quoteFormId } from "../../lib/page/paths";

type Page = CollectionEntry<"quotePage">["data"];

/** The provider's form beside what happens next; the section is the target of the page's own quote links. */
export function EstimateForm({ form }: { form: Page["form"] }) {
  const headingId = `${quoteFormId}-heading`;
  return (
    <Section tone="cream" id={quoteFormId} labelledBy={headingId}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:items-start">
        <div className="lg:sticky lg:top-32">
          <SectionHeading id={headingId} {...form.heading} align="left" />
          <h3 className="text-lg font-bold text-navy-900">{form.nextStepsTitle}</h3>
          <div className="mt-4">
            <CheckList items={form.nextSteps} />
          </div>
          <h3 className="mt-10 text-lg font-bold text-navy-900">{form.helpfulTitle}</h3>
          <DotList
            items={form.helpfulDetails}
            className="mt-4 space-y-2 text-muted"
            itemClassName="flex gap-3"
            dotClassName="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500"
          />
        </div>
        <QuoteEmbed />
      </div>
    </Section>
  );
}
