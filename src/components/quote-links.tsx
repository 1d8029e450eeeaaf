/** The two ways to the quote form: a button that opens the popup, and a link to the quote page. */
import { ArrowDown, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { quoteFormId, quotePath } from "../lib/page/paths";
import { ButtonLink, type ButtonVariant } from "./ui/button";

type QuoteProps = { control: string; variant?: ButtonVariant; children?: ReactNode; className?: string };

/** A button-styled link to the quote page, counted as a quote_click conversion event (data-quote). */
function QuoteAnchor({
  control,
  variant = "primary",
  children = "Get Free Quote",
  className,
  popup = false,
}: QuoteProps & { popup?: boolean }) {
  return (
    <ButtonLink
      href={quotePath}
      variant={variant}
      data-quote=""
      data-quote-popup={popup ? "" : undefined}
      data-control={control}
      aria-haspopup={popup ? "dialog" : undefined}
      className={className}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </ButtonLink>
  );
}

/** Opens the quote popup (browser/quote-popup.ts); without JavaScript, a link to the quote page. */
export const QuotePopupButton = (props: QuoteProps) => <QuoteAnchor {...props} popup />;

/** Goes to the quote page; on the quote page itself (`currentPath`), down to the form. */
export function QuotePageLink({ currentPath, ...props }: QuoteProps & { currentPath?: string }) {
  if (currentPath === quotePath)
    return (
      <ButtonLink
        href={`#${quoteFormId}`}
        variant={props.variant}
        data-control={props.control}
        className={props.className}
      >
        Go to the form
        <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
      </ButtonLink>
    );
  return <QuoteAnchor {...props} />;
}
