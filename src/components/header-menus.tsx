/**
 * The header's menus as native <details> elements: they open and close without JavaScript,
 * the browser tells screen readers whether each is expanded, and their shared `name` keeps one
 * open at a time. src/browser/header-menus.ts adds what <details> lacks: Escape, outside
 * clicks, hover and following a link close them.
 */
import { ChevronDown, Menu, X } from "lucide-react";
import type { NavMenu } from "../data/navigation";
import { MobileMenuPanel } from "./mobile-menu-panel";
import { NavMenuLinks } from "./nav-menu-links";

/** The group name of every header menu: opening one closes the others. */
const menuGroup = "header-menu";

const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** A desktop dropdown: Services or Locations. */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <details name={menuGroup} data-header-menu="dropdown" className="group relative">
      <summary
        className={`${summaryReset} inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-navy-900 hover:text-navy-600`}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute top-full left-0 z-50 pt-2">
        <NavMenuLinks links={menu.links} />
      </div>
    </details>
  );
}

/**
 * The phone menu: every page of the header, under one toggle. Its panel is laid out while the
 * menu is closed and only hidden (`visibility`, which keeps it out of the accessibility tree, the
 * tab order and the way of taps, as a closed <details> does), so the tap that opens it just draws
 * it: styling and laying out its forty-odd elements at the tap took a quarter of that tap's time
 * on a slowed phone. Browsers without ::details-content leave it out of layout until it opens.
 */
export function MobileMenu({ menus, currentPath }: { menus: readonly NavMenu[]; currentPath: string }) {
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
        <MobileMenuPanel menus={menus} currentPath={currentPath} />
      </div>
    </details>
  );
}
