import { Mail, ShieldCheck } from "lucide-react";
import { business, mailtoHref } from "../data/business";
import { siteText } from "../data/content";
import { cn } from "../lib/page/cn";
import { quoteFormUrl } from "../lib/page/quote-form-url";
import { CallTextLink } from "./call-link";
import { CheckUsPanel } from "./check-us-panel";
import { buttonClasses } from "./ui/button";

const { quoteForm } = business;
const words = siteText.quoteForm;

/** The provider's embed settings for each placement of the form (its embed script reads these attributes). */
const placements = {
  // The spec's minimum height, reserved from the first paint so nothing shifts; the provider's script may grow it.
  inline: {
    layout: "{'id':'INLINE'}",
    activation: "alwaysActivated",
    deactivation: "neverDeactivate",
    frameClassName: "min-h-[800px]",
    boxClassName: "min-h-[800px] data-[quote-frame=failed]:min-h-0",
  },
  // The popup's frame fills the dialog.
  popup: {
    layout: "{'id':'POPUP'}",
    activation: "activateOnManual",
    deactivation: "leadCollected",
    frameClassName: "h-full",
    boxClassName: "",
  },
} as const;

/** What the visitor sees until the provider's form arrives: the shape of a form, the button that opens it, and why it is worth it. */
function WaitingState() {
  return (
    <div className="absolute inset-0 flex flex-col p-6 group-data-[quote-frame=failed]:hidden group-data-[quote-frame=loaded]:hidden sm:p-8">
      <p className="font-display text-2xl font-bold text-navy-900">{words.title}</p>
      <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-muted">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
        {words.promise}
      </p>
      <div aria-hidden="true" className="mt-8 grid gap-5">
        {["w-2/5", "w-1/3", "w-1/2", "w-2/5"].map((labelWidth, index) => (
          <div key={index}>
            <div className={cn("h-3 rounded-full bg-navy-100", labelWidth)} />
            <div className="mt-2 h-12 rounded-xl bg-navy-50 ring-1 ring-navy-100" />
          </div>
        ))}
      </div>
      {/* The form loads on intent (browser/quote-frames.ts); with JavaScript off the form itself covers the box. */}
      <button type="button" className={buttonClasses("primary", "mt-7 self-start noscript:hidden")}>
        Open the quote form
      </button>
      <p role="status" className="mt-8 text-sm text-muted group-data-[quote-frame=idle]:hidden">
        Loading your free quote form…
      </p>
    </div>
  );
}

/** When the provider cannot be reached: the phone and e-mail become the way to a quote. */
function FailedState({ control }: { control: string }) {
  return (
    <div className="hidden min-h-full flex-col justify-center p-6 py-12 text-center group-data-[quote-frame=failed]:flex sm:p-10">
      <p className="font-display text-2xl font-bold text-navy-900 sm:text-3xl">{words.failedTitle}</p>
      <p className="mx-auto mt-3 max-w-md text-muted">{words.failedBody}</p>
      <div className="mt-8 flex flex-col items-center gap-3">
        <CallTextLink
          control={`${control}-failed-call`}
          className={buttonClasses("primary", "w-full max-w-xs")}
          iconClassName="size-5 shrink-0"
        />
        <a
          href={mailtoHref}
          data-control={`${control}-failed-email`}
          className={buttonClasses("outline", "w-full max-w-xs")}
        >
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          E-mail us
        </a>
      </div>
    </div>
  );
}

type ProviderFormFrameProps = {
  placement: keyof typeof placements;
  /** The popup's frame loads as the popup opens; the page's wait for the visitor's intent. */
  className?: string;
};

/** The provider's form in a box whose state (browser/quote-frames.ts) shows a placeholder, the form, or the phone. */
export function ProviderFormFrame({ placement, className }: ProviderFormFrameProps) {
  const settings = placements[placement];
  const frameId = `${placement}-${quoteForm.formId}`;
  const control = placement === "inline" ? "quote-embed" : "quote-popup";
  return (
    <div
      data-quote-frame="idle"
      data-shared-copy=""
      className={cn("group relative bg-white", settings.boxClassName, className)}
    >
      <WaitingState />
      <FailedState control={control} />
      {/* Made into a frame by browser/quote-frames.ts when the box nears the screen; loaded on the visitor's intent. */}
      <template>
        <iframe
          data-src={quoteFormUrl(quoteForm)}
          title={quoteForm.title}
          id={frameId}
          data-control={control}
          data-layout={settings.layout}
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

/** The way to talk instead, under every form; once the form has failed, its box offers the same. */
function TalkInstead() {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 border-t border-navy-100 bg-cream px-5 py-3 text-sm text-ink group-has-[[data-quote-frame=failed]]/embed:hidden">
      <span>Prefer to talk it through?</span>
      <CallTextLink
        control="quote-embed-call"
        className="inline-flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap text-navy-900 underline underline-offset-4"
        iconClassName="size-4 shrink-0"
      />
      <a
        href={mailtoHref}
        data-control="quote-embed-email"
        className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-navy-900 underline underline-offset-4"
      >
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {business.email}
      </a>
    </p>
  );
}

type QuoteEmbedProps = {
  className?: string;
  /** The Check us panel's heading: h2 where the form stands in a page's hero, under its h1, and the panel folded there. */
  panelHeading?: "h2" | "h3";
};

/** The provider-hosted Moving Cost Estimate form as a card in the page, the Check us panel under it. */
export function QuoteEmbed({ className, panelHeading }: QuoteEmbedProps) {
  return (
    <div className={cn("w-full", className)}>
      <div className="group/embed overflow-hidden rounded-card bg-white shadow-card">
        <ProviderFormFrame placement="inline" />
        <TalkInstead />
      </div>
      <CheckUsPanel heading={panelHeading} folded={panelHeading === "h2"} className="mt-4" />
    </div>
  );
}
