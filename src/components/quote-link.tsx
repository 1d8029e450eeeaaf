import { ArrowDown, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { quoteFormId, quotePath } from "../lib/paths";
import { ButtonLink, type ButtonVariant } from "./ui/button";

type QuoteLinkProps = {
  control: string;
  variant?: ButtonVariant;
  children?: ReactNode;
  className?: string;
  /** Where the link stands: on the quote page itself it leads down to the form instead. */
  currentPath?: string;
};

/** A link to the quote page, counted as a quote_click conversion event. */
export function QuoteLink({
  control,
  variant = "primary",
  children = "Get Free Quote",
  className,
  currentPath,
}: QuoteLinkProps) {
  if (currentPath === quotePath)
    return (
      <ButtonLink href={`#${quoteFormId}`} variant={variant} data-control={control} className={className}>
        Go to the form
        <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
      </ButtonLink>
    );
  return (
    <ButtonLink href={quotePath} variant={variant} data-quote="" data-control={control} className={className}>
      {children}
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </ButtonLink>
  );
}
