import { CallLink } from "../components/call-link";
import { FaqList } from "../components/faq-list";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { Section } from "../components/ui/section";
import { faqEntries, faqSeo, type FaqEntry } from "../content/faq";
import { seo } from "../lib/seo";

/** FAQPage structured data: every question and answer, exactly as the page shows them. */
function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
    })),
  };
}

export const head = (path: string) =>
  seo({
    title: faqSeo.title,
    description: faqSeo.description,
    pathname: path,
    breadcrumbLabel: "Moving FAQ",
    jsonLd: [faqPageJsonLd(faqEntries)],
  });

export function MovingFaq() {
  return (
    <>
      <PageHero
        eyebrow="Moving help"
        title="Questions before you call"
        intro="Prices, coverage, payment and what happens after you ask for a quote, answered plainly. Still unsure? Call and ask a real person."
        actions={
          <>
            <CallLink control="faq-hero-call" variant="outlineLight" />
            <QuoteLink control="faq-hero-quote" />
          </>
        }
      />
      <Section tone="cream" labelledBy="faq-heading">
        <h2 id="faq-heading" className="sr-only">
          Frequently asked questions
        </h2>
        <div className="mx-auto max-w-3xl">
          <FaqList entries={faqEntries} />
        </div>
      </Section>
    </>
  );
}
