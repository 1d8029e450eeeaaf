import { ArrowRight } from "lucide-react";
import type { FaqQuestion } from "../data/content";
import { FaqList } from "./faq-list";
import { Section, SectionHeading } from "./ui/section";

/** A service page's few questions (src/data/content.ts, faqFor), with the way to the rest. */
export function ServiceFaq({
  service,
  title,
  questions,
}: {
  service: string;
  title: string;
  questions: readonly FaqQuestion[];
}) {
  const headingId = `${service}-faq-heading`;
  return (
    <Section tone="cream" labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow="Questions" title={title} />
      <div className="mx-auto max-w-3xl">
        <FaqList entries={questions} />
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
