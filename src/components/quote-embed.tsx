import { ChevronDown, LoaderCircle, Mail, ShieldCheck } from "lucide-react";
import { business, mailtoHref, placeholders } from "../data/business";
import { termsEstimateTypes } from "../data/legal";
import { siteText } from "../data/content";
import { cn } from "../lib/page/cn";
import { quoteFormUrl } from "../lib/page/paths";
import { CallTextLink } from "./call-link";
import { LicenseList } from "./license-list";
import { ArrowLink, NewTabLink, textLinkClasses } from "./link-list";
import { buttonClasses } from "./ui/button";

const { quoteForm } = business;
const words = siteText.quoteForm;

/** The provider's embed settings for each placement of the form (its embed script reads these attributes). */
const placements = {
  // The spec's minimum height, reserved from the first paint so nothing shifts; the provider's script may grow it.
  inline: {
    control: "quote-embed",
    activation: "alwaysActivated",
    deactivation: "neverDeactivate",
    frameClassName: "min-h-[800px]",
    boxClassName: "min-h-[800px] data-[quote-frame=failed]:min-h-0",
  },
  popup: {
    control: "quote-popup",
    activation: "activateOnManual",
    deactivation: "leadCollected",
    frameClassName: "h-full",
    boxClassName: "size-full",
  },
} as const;

type ProviderFormFrameProps = {
  placement: keyof typeof placements;
  /** When an inline form starts (browser/quote-embed.ts): as the page paints, or as its box nears the screen. */
  start?: "painted" | "near";
};

/** The provider's form in a box whose state (browser/quote-embed.ts) shows it loading, the form, or the phone. */
export function ProviderFormFrame({ placement, start }: ProviderFormFrameProps) {
  const settings = placements[placement];
  const frameId = `${placement}-${quoteForm.formId}`;
  return (
    <div
      data-quote-frame="idle"
      data-start={start}
      data-shared-copy=""
      className={cn("group relative bg-white", settings.boxClassName)}
    >
      {/* Until the provider's form arrives: that it is loading, and the phone for whoever would rather not wait. */}
      <div className="absolute inset-0 flex flex-col p-6 group-data-[quote-frame=failed]:hidden group-data-[quote-frame=loaded]:hidden sm:p-8">
        <p className="font-display text-2xl font-bold text-navy-900">{words.title}</p>
        <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-muted">
          <ShieldCheck className="size-5 shrink-0 text-accent-700" />
          {words.promise}
        </p>
        <p role="status" className="mt-8 flex items-center gap-3 font-semibold text-navy-900">
          <LoaderCircle className="size-6 shrink-0 animate-spin text-accent-700" />
          Loading your free quote form…
        </p>
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
          <span>No need to wait:</span>
          <CallTextLink control={`${settings.control}-waiting-call`} />
        </p>
        {/*
         * For a keyboard or screen reader: focus moves into the form once it arrives. Without JavaScript the form
         * itself covers the box.
         */}
        <button
          type="button"
          className={buttonClasses("outline", "sr-only self-start focus:not-sr-only focus:mt-6 noscript:hidden")}
        >
          Open the quote form
        </button>
      </div>
      {/* When the provider cannot be reached: the phone and e-mail become the way to a quote. */}
      <div className="hidden min-h-full flex-col justify-center p-6 py-12 text-center group-data-[quote-frame=failed]:flex sm:p-10">
        <p className="font-display text-2xl font-bold text-navy-900 sm:text-3xl">{words.failedTitle}</p>
        <p className="mx-auto mt-3 max-w-md text-muted">{words.failedBody}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <CallTextLink
            control={`${settings.control}-failed-call`}
            className={buttonClasses("primary", "w-full max-w-xs")}
            iconClassName="size-5 shrink-0"
          />
          <a
            href={mailtoHref}
            data-control={`${settings.control}-failed-email`}
            className={buttonClasses("outline", "w-full max-w-xs")}
          >
            <Mail className="size-5 shrink-0" />
            E-mail us
          </a>
        </div>
      </div>
      {/*
       * Made into a frame by browser/quote-embed.ts as it starts: an <iframe> in the HTML would make its blank document
       * in the first second.
       */}
      <template>
        <iframe
          data-src={quoteFormUrl(quoteForm)}
          title={quoteForm.title}
          id={frameId}
          data-control={settings.control}
          data-layout={`{'id':'${placement.toUpperCase()}'}`}
          data-trigger-type={quoteForm.triggerType}
          data-trigger-value=""
          data-activation-type={settings.activation}
          data-activation-value=""
          data-deactivation-type={settings.deactivation}
          data-deactivation-value=""
          data-form-name={quoteForm.title}
          data-height={quoteForm.suggestedHeight}
          data-layout-iframe-id={frameId}
          data-form-id={quoteForm.formId}
          className={cn(
            "pointer-events-none relative block w-full border-0 opacity-0 group-data-[quote-frame=failed]:hidden group-data-[quote-frame=loaded]:pointer-events-auto group-data-[quote-frame=loaded]:opacity-100",
            settings.frameClassName,
          )}
        />
      </template>
      <noscript>
        <iframe
          src={quoteFormUrl(quoteForm)}
          title={quoteForm.title}
          loading="lazy"
          className="absolute inset-0 size-full border-0 bg-white"
        />
      </noscript>
    </div>
  );
}

/** FMCSA's advice to people hiring a mover: the warning signs of a moving scam. */
const protectYourMoveUrl = "https://www.fmcsa.dot.gov/protect-your-move";

/**
 * Where the panel stands: under a hero's h1 or in the popup it is folded under its heading, so the first screen stays
 * short.
 */
const panelPlacements = {
  hero: { Heading: "h2", folded: true },
  section: { Heading: "h3", folded: false },
  popup: { Heading: "h3", folded: true },
} as const;

type CheckUsPanelProps = {
  placement: keyof typeof panelPlacements;
  className: string;
};

/** "Check us before you book", beside every quote form: the licenses' public records, FMCSA's advice, the Terms. */
export function CheckUsPanel({ placement, className }: CheckUsPanelProps) {
  const words = siteText.checkUs;
  const rows = [
    {
      title: words.licensesTitle,
      body: (
        <>
          <LicenseList />
          {business.licenses.georgiaHouseholdGoods && words.georgiaNote && <p className="mt-1">{words.georgiaNote}</p>}
          <p className="mt-1">
            <NewTabLink href={protectYourMoveUrl} className={textLinkClasses} iconClassName="ml-1 inline size-3.5">
              {words.protectYourMove}
            </NewTabLink>
          </p>
        </>
      ),
    },
    {
      title: words.estimatesTitle,
      body: (
        <ul className="list-disc space-y-1 pl-4 marker:text-accent-500">
          {termsEstimateTypes.map((item) => (
            <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
          ))}
        </ul>
      ),
    },
    // The Terms' own sentences, from the same business values as the Terms page.
    ...words.terms.map(({ title, policy }) => ({ title, body: placeholders[policy] })),
  ];
  const { Heading, folded } = panelPlacements[placement];
  const Box = folded ? "details" : "div";
  const heading = (
    <Heading className="flex items-center gap-2 font-display text-lg font-bold text-navy-900">
      <ShieldCheck className="size-5 shrink-0 text-accent-700" />
      {words.title}
    </Heading>
  );
  return (
    // Shared copy: the same panel under every form, quoting the Terms (tests/e2e/copy.test.ts leaves it aside).
    <Box
      data-check-us=""
      data-shared-copy=""
      className={cn("group/check rounded-card bg-white p-5 text-sm text-ink shadow-card sm:p-6", className)}
    >
      {folded ? (
        <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 [&::-webkit-details-marker]:hidden">
          {heading}
          <ChevronDown className="mt-1 size-5 shrink-0 text-navy-700 transition group-open/check:rotate-180" />
          <span className="col-span-2 mt-1 text-muted">{words.intro}</span>
        </summary>
      ) : (
        <>
          {heading}
          <p className="mt-1 text-muted">{words.intro}</p>
        </>
      )}
      <dl className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(({ title, body }) => (
          <div key={title} className="contents">
            <dt className="font-semibold text-navy-900">{title}</dt>
            <dd className="-mt-2 sm:mt-0">{body}</dd>
          </div>
        ))}
      </dl>
      <ArrowLink href="/terms" className={cn(textLinkClasses, "mt-4 inline-flex items-center gap-1")}>
        {words.termsLink}
      </ArrowLink>
    </Box>
  );
}

type QuoteEmbedProps = {
  className?: string;
  inHero?: boolean;
  /** The quote page's form, which visitors open that page for: it starts as the page paints, wherever it is. */
  startsAtFirstPaint?: boolean;
};

/** The provider-hosted Moving Cost Estimate form as a card in the page, the Check us panel under it. */
export function QuoteEmbed({ className, inHero, startsAtFirstPaint }: QuoteEmbedProps) {
  return (
    <div className={cn("w-full", className)}>
      <div className="group/embed overflow-hidden rounded-card bg-white shadow-card">
        <ProviderFormFrame placement="inline" start={startsAtFirstPaint ? "painted" : "near"} />
        {/* The way to talk instead, under the form once it is there (or without JavaScript); until then, and once
            it has failed, its box offers the phone itself. */}
        <p className="hidden flex-wrap items-center justify-center gap-x-5 gap-y-1 border-t border-navy-100 bg-cream px-5 py-3 text-sm text-ink group-has-[[data-quote-frame=loaded]]/embed:flex noscript:flex">
          <span>Prefer to talk it through?</span>
          <CallTextLink control="quote-embed-call" />
          <a
            href={mailtoHref}
            data-control="quote-embed-email"
            className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-navy-900 underline underline-offset-4"
          >
            <Mail className="size-4 shrink-0" />
            {business.email}
          </a>
        </p>
      </div>
      <CheckUsPanel placement={inHero ? "hero" : "section"} className="mt-4" />
    </div>
  );
}
