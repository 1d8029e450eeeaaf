import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { quotePath } from "../lib/paths";
import { buttonClasses, type ButtonVariant } from "./ui/button";

type QuoteButtonProps = { control: string; variant?: ButtonVariant; children?: ReactNode; className?: string };

/**
 * Opens the quote popup (browser/quote-popup.ts handles the click); without JavaScript it is a
 * plain link to the quote page, so the visitor always gets to the form.
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
      data-quote-popup=""
      data-control={control}
      aria-haspopup="dialog"
      className={buttonClasses(variant, className)}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </a>
  );
}
