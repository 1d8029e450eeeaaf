import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { quotePath } from "../lib/format";
import { buttonClasses, type ButtonVariant } from "./ui/button";

type QuoteButtonProps = { control: string; variant?: ButtonVariant; children?: ReactNode; className?: string };

/**
 * Opens the quote popup where it can (window.showQuoteForm); without JavaScript it is
 * a plain link to the quote page, so the visitor always gets to the form.
 */
export function QuoteButton({
  control,
  variant = "primary",
  children = "Get Free Quote",
  className,
}: QuoteButtonProps) {
  return (
    <a
      href={quotePath}
      data-quote=""
      data-control={control}
      aria-haspopup="dialog"
      className={buttonClasses(variant, className)}
      onClick={(event) => {
        if (typeof window.showQuoteForm !== "function") return;
        event.preventDefault();
        window.showQuoteForm();
      }}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </a>
  );
}

declare global {
  interface Window {
    /** Registered by the quote popup; opens the Moving Cost Estimate form in an overlay. */
    showQuoteForm?: () => void;
  }
}
