import type { CollectionEntry } from "astro:content";
import { addressLines, business, mailtoHref, telHref } from "../data/business";
import { formatLongDate, isoDate } from "../browser/today-date";
import { CallLink } from "./call-link";
import { PageHero } from "./page-hero";
import { QuoteLink } from "./quote-link";

type LegalPageProps = {
  page: CollectionEntry<"legal">["data"];
  /** The Markdown body as HTML, its placeholders filled. */
  html: string;
  /** The body's sections, from its "## " headings: the table of contents. */
  sections: readonly { slug: string; text: string }[];
  control: string;
  /** The date the static HTML shows until browser/today-date.ts swaps in the visitor's. */
  buildDate: Date;
};

const linkClasses = "font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600";

/** The company's phone, e-mail and postal address, the last section of every legal page. */
function ContactDetails() {
  const [street, cityLine] = addressLines;
  return (
    <dl data-shared-copy="" className="grid gap-x-6 gap-y-2 rounded-card bg-cream p-6 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-navy-900">Phone</dt>
      <dd className="mb-2 sm:mb-0">
        <a href={telHref} className={`${linkClasses} whitespace-nowrap`}>
          {business.phone.display}
        </a>
      </dd>
      <dt className="font-semibold text-navy-900">E-mail</dt>
      <dd className="mb-2 sm:mb-0">
        <a href={mailtoHref} className={linkClasses}>
          {business.email}
        </a>
      </dd>
      <dt className="font-semibold text-navy-900">Mail</dt>
      <dd>{`${business.legalName}, ${street}, ${cityLine}`}</dd>
    </dl>
  );
}

/**
 * The layout of the legal pages: one h1, the date, a table of contents, the numbered sections
 * of the Markdown body (numbered by CSS, .legal-text in app.css) and a Contact section.
 */
export function LegalPage({ page, html, sections, control, buildDate }: LegalPageProps) {
  const contents = [...sections, { slug: "contact", text: "Contact" }];
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={
          <>
            {page.hero.intro}
            <span className="mt-4 block text-base font-semibold text-white">
              Last updated{" "}
              <time data-today="" dateTime={isoDate(buildDate)}>
                {formatLongDate(buildDate)}
              </time>
            </span>
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
              {contents.map((section, index) => (
                <li key={section.slug}>
                  <a
                    href={`#${section.slug}`}
                    className="-ml-0.5 flex gap-2 border-l-2 border-transparent py-1.5 pl-4 text-muted hover:border-accent-500 hover:text-navy-900"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 tabular-nums">
                      {index + 1}.
                    </span>
                    {section.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-text max-w-3xl">
            <div dangerouslySetInnerHTML={{ __html: html }} />
            <h2 id="contact">Contact</h2>
            <p>{page.contactIntro}</p>
            <ContactDetails />
          </div>
        </div>
      </div>
    </>
  );
}
