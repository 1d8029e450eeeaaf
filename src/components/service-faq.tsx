import type { FaqQuestion } from "../data/content";
import { ArrowLink } from "./arrow-link";
import { FaqList, moreLinkClasses } from "./faq-list";
import { Section, SectionHeading } from "./ui/section";

type ServiceFaqProps = { service: string; title: string; questions: readonly FaqQuestion[] };

/** A service page's few questions (src/data/content.ts, faqFor), with the way to the rest. */
export function ServiceFaq({ service, title, questions }: ServiceFaqProps) {
  const headingId = `${service}-faq-heading`;
  return (
    <Section tone="cream" labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow="Questions" title={title} />
      <div className="mx-auto max-w-3xl">
        <FaqList entries={questions} />
        <p className="mt-6 text-center">
          <ArrowLink href="/moving-faq" className={moreLinkClasses}>
            All moving questions
          </ArrowLink>
        </p>
      </div>
    </Section>
  );
}
