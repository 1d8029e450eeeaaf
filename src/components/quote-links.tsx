/** The ways to the quote form: a link to the quote page, or a button that opens the popup. */
import { ArrowDown, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { quoteFormId, quotePath } from "../lib/page/paths";
import { ButtonLink, type ButtonVariant } from "./ui/button";

type QuoteProps = {
  control: string;
  variant?: ButtonVariant;
  children?: ReactNode;
  className?: string;
};

/** A button to the quote page (a quote_click); on that page, down to the form; `popup` opens browser/quote-popup.ts. */
export function QuotePageLink({
  currentPath,
  popup,
  children = "Get Free Quote",
  ...props
}: QuoteProps & { currentPath?: string; popup?: boolean }) {
  const toForm = currentPath === quotePath;
  const Arrow = toForm ? ArrowDown : ArrowRight;
  return (
    <ButtonLink
      href={toForm ? `#${quoteFormId}` : quotePath}
      variant={props.variant}
      data-quote={toForm ? undefined : ""}
      data-quote-popup={popup ? "" : undefined}
      data-control={props.control}
      aria-haspopup={popup ? "dialog" : undefined}
      className={props.className}
    >
      {toForm ? "Go to the form" : children}
      <Arrow className="size-5 shrink-0" />
    </ButtonLink>
  );
}

export const QuotePopupButton = (props: QuoteProps) => <QuotePageLink {...props} popup />;
