import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { business, telHref } from "../data/business";
import { buttonClasses, type ButtonVariant } from "./ui/button";

type CallLinkProps = {
  control: string;
  variant?: ButtonVariant;
  label?: string;
  className?: string;
  /** Words in place of `label` and the number, where the number would not fit (the phone call bar). */
  children?: ReactNode;
};

/**
 * The phone call button, named `control` in conversion events; the number is shown, to dial by hand too. Outlined on
 * navy by default, as it stands beside the quote button in most places.
 */
export function CallLink({ control, variant = "outlineLight", label = "Call", className, children }: CallLinkProps) {
  return (
    <a href={telHref} data-control={control} className={buttonClasses(variant, className)}>
      <Phone className="size-5 shrink-0" />
      {children ?? (
        <span>
          {label} <span className="whitespace-nowrap">{business.phone.display}</span>
        </span>
      )}
    </a>
  );
}

type CallTextLinkProps = {
  control: string;
  className?: string;
  iconClassName?: string;
};

/**
 * The call link as a line of text, the phone icon before "Call (770) 555-0142": underlined in the quote form's box and
 * under it; the header's top bar and the failed form's button style their own.
 */
export function CallTextLink({
  control,
  className = "inline-flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap text-navy-900 underline underline-offset-4",
  iconClassName = "size-4 shrink-0",
}: CallTextLinkProps) {
  return (
    <a href={telHref} data-control={control} className={className}>
      <Phone className={iconClassName} />
      Call {business.phone.display}
    </a>
  );
}
