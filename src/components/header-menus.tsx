/** The header's navigation from one list (src/data/navigation.ts); menus are <details>, working without JavaScript. */
import { ChevronDown, Menu, X } from "lucide-react";
import { headerNavigation, type NavLink, type NavMenu } from "../data/navigation";
import { cn } from "../lib/page/cn";
import { CallLink } from "./call-link";
import { LinkList } from "./link-list";
import { QuotePageLink } from "./quote-links";

const isMenu = (item: NavLink | NavMenu): item is NavMenu => "links" in item;

/** The group name of every header menu: opening one closes the others. */
const menuGroup = "header-menu";

const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** A desktop dropdown: Services or Locations. */
function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <details name={menuGroup} data-header-menu="dropdown" className="group relative">
      <summary
        className={`${summaryReset} inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-navy-900 hover:text-navy-600`}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute top-full left-0 z-50 pt-2">
        <LinkList
          links={menu.links}
          className="min-w-64 rounded-card bg-white p-2 shadow-card ring-1 ring-navy-900/10"
          linkClassName="block rounded-lg px-4 py-3 font-medium text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50"
        />
      </div>
    </details>
  );
}

/** The desktop navigation: pages as links, the current one marked, and the dropdowns. */
export function MainNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {headerNavigation.map((item) => (
          <li key={item.label}>
            {isMenu(item) ? (
              <NavDropdown menu={item} />
            ) : (
              <a
                href={item.href}
                aria-current={item.href === currentPath ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-md px-3 font-semibold hover:text-navy-600",
                  item.href === currentPath
                    ? "text-accent-700 underline decoration-2 underline-offset-8"
                    : "text-navy-900",
                )}
              >
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const mobileLinkClasses = "block rounded-lg px-3 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50";
const mobileMenuLinkClasses = "block rounded-lg px-3 py-2.5 text-base text-navy-800 hover:bg-navy-50";

/** The phone menu's panel: every page of the header, each menu as a titled group, then call and quote. */
function MobileMenuPanel({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Mobile" className="border-t border-navy-100 bg-white px-5 pt-2 pb-6 shadow-card">
      <ul>
        {headerNavigation.map((item, index) => (
          // A page after a menu stands a little apart from the menu's links.
          <li
            key={item.label}
            className={!isMenu(item) && index > 0 && isMenu(headerNavigation[index - 1]!) ? "mt-2" : undefined}
          >
            {isMenu(item) ? (
              <>
                <p className="px-3 pt-4 pb-1 text-sm font-semibold tracking-widest text-muted uppercase">
                  {item.label}
                </p>
                <LinkList links={item.links} linkClassName={mobileMenuLinkClasses} />
              </>
            ) : (
              <a href={item.href} className={mobileLinkClasses}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3">
        <CallLink control="mobile-menu-call" />
        <QuotePageLink control="mobile-menu-quote" currentPath={currentPath} />
      </div>
    </nav>
  );
}

/** The phone menu; its panel is laid out while closed, so the tap only draws it (decision 006). */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <details
      name={menuGroup}
      data-header-menu="mobile"
      className="group details-content:block details-content:[content-visibility:visible] not-open:details-content:invisible lg:hidden"
    >
      <summary
        aria-label="Menu"
        className={`${summaryReset} inline-flex size-12 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50`}
      >
        <Menu aria-hidden="true" className="size-7 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-7 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto">
        <MobileMenuPanel currentPath={currentPath} />
      </div>
    </details>
  );
}
