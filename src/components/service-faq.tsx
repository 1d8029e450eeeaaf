import { ArrowRight } from "lucide-react";
import { faqFor, type FaqService } from "../content/faq";
import { FaqList } from "./faq-list";
import { Section, SectionHeading } from "./ui/section";

/** A service page's few questions, picked from the one FAQ (content/faq.ts), with the way to the rest. */
export function ServiceFaq({ service, title }: { service: FaqService; title: string }) {
  const headingId = `${service}-faq-heading`;
  return (
    <Section tone="cream" labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow="Questions" title={title} />
      <div className="mx-auto max-w-3xl">
        <FaqList entries={faqFor(service)} />
        <p className="mt-6 text-center">
          <a
            href="/moving-faq"
            className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
          >
            All moving questions
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </p>
      </div>
    </Section>
  );
}
