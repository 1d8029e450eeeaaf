/** A city page's own sections; src/pages/movers-[city]-ga.astro places them with the city's words. */
import { Lightbulb } from "lucide-react";
import { CallLink } from "../../components/call-link";
import { ArrowLink, LinkList, pillLinkClasses } from "../../components/link-list";
import { QuotePageLink } from "../../components/quote-links";
import { buttonRowClasses } from "../../components/ui/button";
import { Section, SectionHeading } from "../../components/ui/section";
import type { City, cityPageWords } from "../../data/content";
import { cn } from "../../lib/page/cn";

type Words = Awaited<ReturnType<typeof cityPageWords>>;

export function MovingNotes({ city, words }: { city: City; words: Words }) {
  return (
    <Section labelledBy="city-notes-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading id="city-notes-heading" {...words.notesHeading} align="left" />
          <QuotePageLink control="city-notes-quote" className="-mt-4">
            {words.notesButton}
          </QuotePageLink>
        </div>
        <ul className="divide-y divide-navy-100 border-y border-navy-100">
          {city.movingNotes.map((note) => (
            <li key={note.title} className="flex gap-5 py-8">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100">
                <Lightbulb aria-hidden="true" className="size-6 text-accent-700" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-navy-900">{note.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{note.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function Community({ city, words }: { city: City; words: Words }) {
  return (
    <Section tone="navy" labelledBy="city-community-heading">
      <div className="mx-auto max-w-3xl sm:text-center">
        <p className="mb-3 text-sm font-semibold tracking-widest text-accent-300 uppercase">{words.communityEyebrow}</p>
        <h2 id="city-community-heading" className="font-display text-section font-bold">
          {city.community.heading}
        </h2>
        <p className="mt-6 text-lead text-navy-100">{city.community.body}</p>
        <div className={cn(buttonRowClasses, "mt-10 sm:justify-center")}>
          <QuotePageLink control="city-community-schedule">Schedule Your Move</QuotePageLink>
          <CallLink control="city-community-call" variant="outlineLight" />
        </div>
      </div>
    </Section>
  );
}

/** A compact row of links to the other city pages, for visitors comparing areas and for search. */
export function OtherAreas({ others, title }: { others: readonly City[]; title: string }) {
  return (
    <nav aria-labelledby="city-other-areas-heading" className="border-b border-navy-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-10 sm:px-8 lg:flex-row lg:items-baseline lg:gap-8">
        <h2 id="city-other-areas-heading" className="shrink-0 font-display text-xl font-bold text-navy-900">
          {title}
        </h2>
        <LinkList
          links={others.map((other) => ({ label: other.name, href: other.path }))}
          className="flex flex-wrap gap-2"
          linkClassName={pillLinkClasses}
        >
          <li>
            <ArrowLink
              href="/service-areas"
              className="inline-flex min-h-11 items-center gap-1 px-3 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
            >
              All service areas
            </ArrowLink>
          </li>
        </LinkList>
      </div>
    </nav>
  );
}
