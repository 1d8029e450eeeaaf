import { Phone } from "lucide-react";
import { business, telHref } from "../data/business";
import { buttonClasses, type ButtonVariant } from "./ui/button";

type CallLinkProps = {
  control: string;
  variant?: ButtonVariant;
  label?: string;
  className?: string;
};

/** The phone call button, named `control` in conversion events; the number is always shown, to dial by hand too. */
export function CallLink({ control, variant = "navy", label = "Call", className }: CallLinkProps) {
  return (
    <a href={telHref} data-control={control} className={buttonClasses(variant, className)}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {label} <span className="whitespace-nowrap">{business.phone.display}</span>
      </span>
    </a>
  );
}

type CallTextLinkProps = {
  control: string;
  className: string;
  iconClassName: string;
};

/**
 * The call link as a line of text, the phone icon before "Call (770) 555-0142" (the header's top bar, under the quote
 * form).
 */
export function CallTextLink({ control, className, iconClassName }: CallTextLinkProps) {
  return (
    <a href={telHref} data-control={control} className={className}>
      <Phone aria-hidden="true" className={iconClassName} />
      Call {business.phone.display}
    </a>
  );
}
