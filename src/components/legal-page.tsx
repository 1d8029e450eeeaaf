import { addressLines, business, mailtoHref, telHref } from "../data/business";
import { formatDay } from "../lib/page/dates";
import type { legalText } from "../data/legal";
import { textLinkClasses } from "./link-list";
import { PageHero } from "./page-hero";

/** The layout of the legal pages: one h1, the date, a table of contents, the numbered sections and Contact. */
export function LegalPage({ page, sections, control }: Awaited<ReturnType<typeof legalText>> & { control: string }) {
  // The build's date, shown until browser/today-date.ts swaps in the visitor's.
  const buildDate = new Date();
  const contents = [
    ...sections.map(({ id, title, html }) => ({
      id,
      title,
      body: <div className="space-y-4" dangerouslySetInnerHTML={{ __html: html }} />,
    })),
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>{page.contactIntro}</p>
          <dl className="grid gap-x-6 gap-y-2 rounded-card bg-cream p-6 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-navy-900">Phone</dt>
            <dd className="mb-2 sm:mb-0">
              <a href={telHref} className={`${textLinkClasses} whitespace-nowrap`}>
                {business.phone.display}
              </a>
            </dd>
            <dt className="font-semibold text-navy-900">E-mail</dt>
            <dd className="mb-2 sm:mb-0">
              <a href={mailtoHref} className={textLinkClasses}>
                {business.email}
              </a>
            </dd>
            {page.postalAddress && (
              <>
                <dt className="font-semibold text-navy-900">Mail</dt>
                <dd>{[business.legalName, ...addressLines].join(", ")}</dd>
              </>
            )}
          </dl>
        </>
      ),
    },
  ];
  return (
    <>
      <PageHero
        {...page.hero}
        intro={
          <>
            {page.hero.intro}
            <span className="mt-4 block text-base font-semibold text-white">
              Last updated{" "}
              <time data-today="" dateTime={formatDay(buildDate, "iso", "local")}>
                {formatDay(buildDate, "long", "local")}
              </time>
            </span>
          </>
        }
        control={control}
      />
      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <nav aria-labelledby="legal-contents-heading" className="lg:sticky lg:top-32 lg:self-start">
            <h2 id="legal-contents-heading" className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
              On this page
            </h2>
            <ol className="mt-4 space-y-1 border-l-2 border-navy-100 text-sm">
              {contents.map((section, index) => (
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
            {contents.map(({ id, title, body }, index) => (
              <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-10">
                <h2
                  id={`${id}-heading`}
                  className="flex gap-3 font-display text-2xl font-bold text-navy-900 sm:text-3xl"
                >
                  <span aria-hidden="true" className="text-accent-700">
                    {index + 1}.
                  </span>
                  {title}
                </h2>
                <div className="legal-text mt-4 space-y-4 leading-relaxed text-ink">{body}</div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
