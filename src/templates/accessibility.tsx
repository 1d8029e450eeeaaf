import type { ReactNode } from "react";
import { CallLink } from "../components/call-link";
import { PageHero } from "../components/page-hero";
import { QuoteLink } from "../components/quote-link";
import { Section } from "../components/ui/section";
import { business, mailtoHref, telHref } from "../data/business";
import { seo } from "../lib/seo";

export const head = (path: string) =>
  seo({
    title: "Accessibility statement",
    description: `How the ${business.name} website meets WCAG 2.2 AA, how we test it, its known limits, and how to reach us if anything gets in your way.`,
    pathname: path,
  });

const linkClasses = "font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600";

/** A block of the statement: a heading and what is under it. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold text-navy-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

export function AccessibilityStatement() {
  return (
    <>
      <PageHero
        eyebrow="Accessibility"
        title="A website everyone can use to reach us"
        intro="Whoever you are and however you browse, you should be able to find our number, learn what we do and ask for a quote. This is how we work towards that."
        actions={
          <>
            <CallLink control="accessibility-hero-call" variant="outlineLight" />
            <QuoteLink control="accessibility-hero-quote" />
          </>
        }
      />
      <Section>
        <div className="mx-auto max-w-3xl space-y-12">
          <Part id="standard" title="The standard we meet">
            <p>
              This website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page
              is written in semantic HTML that screen readers can follow, and works with a keyboard alone and with
              JavaScript turned off.
            </p>
          </Part>
          <Part id="testing" title="How we test it">
            <p>Every change to the website must pass these checks before it goes live:</p>
            <ul className="list-disc space-y-2 pl-6">
              <li>axe-core, an automated accessibility checker, on every page at phone and desktop widths.</li>
              <li>
                Keyboard tests: the skip link, the menus, the quote popup and every page can be used without a mouse,
                and the focused element is never hidden behind the sticky header or the phone call bar.
              </li>
              <li>Every page is checked with JavaScript turned off, and its HTML is validated.</li>
              <li>Lighthouse's accessibility audit runs on every page as part of our speed benchmark.</li>
            </ul>
          </Part>
          <Part id="limits" title="Known limits">
            <p>
              The quote form is hosted by our lead-capture provider, and the office map by the map provider. Their
              content inside those frames is theirs, and we cannot test or change it. If either gets in your way, call
              or e-mail us instead: we take quotes by phone every day.
            </p>
            <p>
              The background video on the home page has no sound and no information of its own; it does not play if your
              device asks for reduced motion, and it has a pause button.
            </p>
          </Part>
          <Part id="contact" title="Tell us what gets in your way">
            <p>
              If anything on this website is hard to use, we want to know, and we will help you with what you came for
              in the meantime. Call{" "}
              <a href={telHref} data-control="accessibility-call" className={`${linkClasses} whitespace-nowrap`}>
                {business.phone.display}
              </a>{" "}
              or e-mail{" "}
              <a href={mailtoHref} data-control="accessibility-email" className={linkClasses}>
                {business.email}
              </a>
              ; we answer e-mails within {business.commitments.emailReplyHours} hours.
            </p>
          </Part>
        </div>
      </Section>
    </>
  );
}
