import type { ReactNode } from "react";
import { addressLines, business, mailtoHref, telHref } from "../data/business";
import { cn } from "../lib/cn";
import { CallLink } from "./call-link";
import { PageHero } from "./page-hero";
import { QuoteLink } from "./quote-link";

/** A term and its detail, e.g. "Phone" and the number; with href the detail is a link. */
export type LegalDefinition = { term: string; detail: string; href?: string };

/** A paragraph, a bulleted list, or a short list of terms and details (contact blocks). */
export type LegalBlock = string | { items: readonly string[] } | { definitions: readonly LegalDefinition[] };

export type LegalSection = {
  /** The anchor the table of contents links to. */
  id: string;
  title: string;
  body: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  /** A plain-English summary under the title. */
  summary: string;
  sections: readonly LegalSection[];
};

const [street, cityLine] = addressLines;

/** The company's phone, e-mail and postal address, for a legal page's Contact section. */
export const companyContactDetails: readonly LegalDefinition[] = [
  { term: "Phone", detail: business.phone.display, href: telHref },
  { term: "E-mail", detail: business.email, href: mailtoHref },
  { term: "Mail", detail: `${business.legalName}, ${street}, ${cityLine}` },
];

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("items" in block) {
    return (
      <ul className="space-y-2">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl data-shared-copy="" className="grid gap-x-6 gap-y-2 rounded-card bg-cream p-6 sm:grid-cols-[auto_1fr]">
      {block.definitions.map(({ term, detail, href }) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-navy-900">{term}</dt>
          <dd className="mb-2 sm:mb-0">
            {href ? (
              <a
                href={href}
                className={cn(
                  "font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600",
                  href.startsWith("tel:") && "whitespace-nowrap",
                )}
              >
                {detail}
              </a>
            ) : (
              detail
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type LegalPageProps = {
  content: LegalDocument;
  control: string;
  /** The date it was last updated: today, per the spec (the TodayDate island, placed by src/pages/[...slug].astro). */
  lastUpdated?: ReactNode;
};

/** The layout of the Privacy Policy and the Terms of Service: one h1, the date, a table of contents and the numbered sections. */
export function LegalPage({ content, control, lastUpdated }: LegalPageProps) {
  const { title, summary, sections } = content;
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        intro={
          <>
            {summary}
            <span className="mt-4 block text-base font-semibold text-white">Last updated {lastUpdated}</span>
          </>
        }
        actions={
          <>
            <CallLink control={`${control}-hero-call`} variant="outlineLight" />
            <QuoteLink control={`${control}-hero-quote`} />
          </>
        }
      />
      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <nav aria-labelledby="legal-contents-heading" className="lg:sticky lg:top-32 lg:self-start">
            <h2 id="legal-contents-heading" className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
              On this page
            </h2>
            <ol className="mt-4 space-y-1 border-l-2 border-navy-100 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 flex gap-2 border-l-2 border-transparent py-1.5 pl-4 text-muted hover:border-accent-500 hover:text-navy-900"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 tabular-nums">
                      {index + 1}.
                    </span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-12">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-10"
              >
                <h2
                  id={`${section.id}-heading`}
                  className="flex gap-3 font-display text-2xl font-bold text-navy-900 sm:text-3xl"
                >
                  <span aria-hidden="true" className="text-accent-700">
                    {index + 1}.
                  </span>
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-ink">
                  {section.body.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
