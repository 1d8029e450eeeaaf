import type { ReactNode } from "react";
import type { NavLink } from "../lib/content/site-content";

type LinkListProps = { links: readonly NavLink[]; className?: string; linkClassName: string; children?: ReactNode };

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
