import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { quotePath } from "../lib/paths";
import { ButtonLink, type ButtonVariant } from "./ui/button";

type QuoteLinkProps = {
  control: string;
  variant?: ButtonVariant;
  children?: ReactNode;
  className?: string;
};

/** A link to the quote page, counted as a quote_click conversion event. */
export function QuoteLink({ control, variant = "primary", children = "Get Free Quote", className }: QuoteLinkProps) {
  return (
    <ButtonLink href={quotePath} variant={variant} data-quote="" data-control={control} className={className}>
      {children}
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </ButtonLink>
  );
}
