import type { NavLink } from "../data/navigation";
import { LinkList } from "./link-list";

const linkClasses = "block rounded-lg px-4 py-3 font-medium text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50";

/** The panel of a header dropdown: static HTML inside its <details> (components/header-menus.tsx). */
export function NavMenuLinks({ links }: { links: readonly NavLink[] }) {
  return (
    <LinkList
      links={links}
      className="min-w-64 rounded-card bg-white p-2 shadow-card ring-1 ring-navy-900/10"
      linkClassName={linkClasses}
    />
  );
}
