import { ArrowRight, ExternalLink } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { NavLink } from "../lib/content/site-content";

/** An underlined link inside text on a light background. */
export const textLinkClasses = "font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600";

type LinkListProps = {
  links: readonly NavLink[];
  className?: string;
  linkClassName: string;
  children?: ReactNode;
};

/** Links as a list, one an item (menus, footer columns, related pages); `children` add items after them. */
export function LinkList({ links, className, linkClassName, children }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** A link drawn as a rounded pill on cream: the other city pages, a guide's related pages. */
export const pillLinkClasses =
  "inline-flex min-h-11 items-center rounded-full bg-cream px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/10 hover:bg-navy-50";

/** A link with an arrow after its words ("All moving guides →"); its `className` styles it where it stands. */
export function ArrowLink({ children, ...link }: ComponentProps<"a">) {
  return (
    <a {...link}>
      {children}
      <ArrowRight className="size-4" />
    </a>
  );
}

type NewTabLinkProps = {
  href: string;
  className: string;
  iconClassName?: string;
  note?: string;
  children: ReactNode;
};

/** A link to another site, in a new tab as screen readers are told; `iconClassName` draws the external-link icon. */
export function NewTabLink({ href, className, iconClassName, note = "opens in a new tab", children }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {iconClassName && <ExternalLink className={iconClassName} />}
      <span className="sr-only">{` (${note})`}</span>
    </a>
  );
}
