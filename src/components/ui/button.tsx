import type { ComponentProps } from "react";
import { cn } from "../../lib/page/cn";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors duration-150 focus-visible:outline-offset-4";

const variants = {
  /** The warm accent: the one action we want most on a screen. */
  primary: "bg-accent-400 text-navy-950 shadow-sm hover:bg-accent-300",
  navy: "bg-navy-900 text-white hover:bg-navy-700",
  /** For navy and photo backgrounds. */
  outlineLight: "border-2 border-white/80 text-white hover:bg-white hover:text-navy-950",
  outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", className?: string) {
  return cn(base, variants[variant], className);
}

/** A row of buttons: side by side from 640 px, stacked at one width on a phone. */
export const buttonRowClasses = "grid gap-3 sm:flex sm:flex-wrap";

export function ButtonLink({ variant, className, ...props }: ComponentProps<"a"> & { variant?: ButtonVariant }) {
  return <a className={buttonClasses(variant, className)} {...props} />;
}
