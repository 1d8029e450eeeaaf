import { ChevronDown } from "lucide-react";
import type { FaqQuestion } from "../data/content";
import { ArrowLink, textLinkClasses } from "./link-list";
import { HeadedSection } from "./ui/section";

/** A link on from an answer, and from a short list of questions to all of them. */
const moreLinkClasses = `inline-flex items-center gap-1 ${textLinkClasses}`;

type FaqListProps = {
  entries: readonly FaqQuestion[];
};

/** Questions as native <details>: they open without JavaScript, find searches them, and #<id> opens an answer
 * (src/browser/faq-list.ts). */
export function FaqList({ entries }: FaqListProps) {
  return (
    <div
      data-shared-copy=""
      className="divide-y divide-navy-100 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-navy-900/5"
    >
      {entries.map((entry) => (
        <details key={entry.id} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-navy-900 hover:bg-navy-50 sm:px-7 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold">{entry.question}</h3>
            <ChevronDown className="mt-1 size-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180" />
          </summary>
          <div id={entry.id} className="scroll-mt-40 space-y-3 px-5 pb-6 leading-relaxed text-ink sm:px-7">
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {entry.more.map((link) => (
              <ArrowLink key={link.address} href={link.address} className={moreLinkClasses}>
                {link.label}
              </ArrowLink>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

type ServiceFaqProps = {
  service: string;
  title: string;
  questions: readonly FaqQuestion[];
};

/** A service page's few questions (src/data/content.ts, faqFor), with the way to the rest. */
export function ServiceFaq({ service, title, questions }: ServiceFaqProps) {
  return (
    <HeadedSection id={`${service}-faq`} heading={{ eyebrow: "Questions", title }} tone="cream">
      <div className="mx-auto max-w-3xl">
        <FaqList entries={questions} />
        <p className="mt-6 text-center">
          <ArrowLink href="/moving-faq" className={moreLinkClasses}>
            All moving questions
          </ArrowLink>
        </p>
      </div>
    </HeadedSection>
  );
}
