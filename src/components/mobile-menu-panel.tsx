import type { NavLink, NavMenu } from "../data/navigation";
import { CallLink } from "./call-link";
import { LinkList } from "./link-list";
import { QuotePageLink } from "./quote-links";

const linkClasses = "block rounded-lg px-3 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50";
const subLinkClasses = "block rounded-lg px-3 py-2.5 text-base text-navy-800 hover:bg-navy-50";

function LinkGroup({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <li>
      <p className="px-3 pt-4 pb-1 text-sm font-semibold tracking-widest text-muted uppercase">{title}</p>
      <LinkList links={links} linkClassName={subLinkClasses} />
    </li>
  );
}

/** The phone menu's content: static HTML inside its <details> (components/header-menus.tsx). */
export function MobileMenuPanel({ menus, currentPath }: { menus: readonly NavMenu[]; currentPath: string }) {
  return (
    <nav aria-label="Mobile" className="border-t border-navy-100 bg-white px-5 pt-2 pb-6 shadow-card">
      <ul>
        <li>
          <a href="/" className={linkClasses}>
            Home
          </a>
        </li>
        {menus.map((menu) => (
          <LinkGroup key={menu.label} title={menu.label} links={menu.links} />
        ))}
        <li className="mt-2">
          <a href="/about" className={linkClasses}>
            About
          </a>
        </li>
        <li>
          <a href="/contact" className={linkClasses}>
            Contact
          </a>
        </li>
      </ul>
      <div className="mt-4 grid gap-3">
        <CallLink control="mobile-menu-call" />
        <QuotePageLink control="mobile-menu-quote" currentPath={currentPath} />
      </div>
    </nav>
  );
}
