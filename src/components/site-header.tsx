/**
 * The header: the top bar, the logo, the navigation from one list (src/lib/content/site-content.ts) and call and quote.
 */
import { ChevronDown, Clock, MapPin, Menu, Phone, X } from "lucide-react";
import { addressLines, business, placeholders, telHref } from "../data/business";
import { headerNavigation } from "../data/content";
import { cn } from "../lib/page/cn";
import { CallLink, CallTextLink } from "./call-link";
import { LinkList } from "./link-list";
import { OpenStatus } from "./open-status";
import { QuotePageLink } from "./quote-links";
import { SiteLogo } from "./site-logo";

/** Menus are <details> of one group, working without JavaScript: opening one closes the others.
 * Escape, hover and a press outside: src/browser/site-header.ts. */
const menuGroup = "header-menu";
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

type SiteHeaderProps = {
  currentPath: string;
};

/** `currentPath`: the page's path, to mark its link as the current page. */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  const [street, cityLine] = addressLines;
  return (
    <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white print:hidden">
      <div className="hidden bg-navy-950 text-sm text-navy-100 lg:block">
        {/* The address over every day's office hours; the office's status beside Call (below lg: the call bar). */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-8 py-2">
          <div className="min-w-0">
            <p className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-accent-400" />
              {street}, {cityLine}
            </p>
            <p className="flex items-center gap-2">
              <Clock className="size-4 shrink-0 text-accent-400" />
              {placeholders.officeHoursLabel}: {placeholders.officeHours}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-6">
            <OpenStatus className="w-64 text-right font-semibold text-white" />
            <CallTextLink
              control="top-bar-call"
              className="flex items-center gap-2 font-semibold whitespace-nowrap text-white hover:text-accent-300"
              iconClassName="size-4 text-accent-400"
            />
          </div>
        </div>
      </div>
      <div className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 lg:h-20">
        <SiteLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNavigation.map((item) => (
              <li key={item.label}>
                {"links" in item ? (
                  <details name={menuGroup} data-header-menu="dropdown" className="group relative">
                    <summary
                      className={`${summaryReset} inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-navy-900 hover:text-navy-600`}
                    >
                      {item.label}
                      <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
                    </summary>
                    <div className="absolute top-full left-0 z-50 pt-2">
                      <LinkList
                        links={item.links}
                        className="min-w-64 rounded-card bg-white p-2 shadow-card ring-1 ring-navy-900/10"
                        linkClassName="block rounded-lg px-4 py-3 font-medium text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50"
                      />
                    </div>
                  </details>
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
        <div className="flex items-center gap-2">
          <div className="hidden xl:block">
            <CallLink control="header-call" variant="outline" className="px-5 whitespace-nowrap" />
          </div>
          <a
            href={telHref}
            data-control="header-call-icon"
            aria-label={`Call ${business.phone.display}`}
            className="inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white xl:hidden"
          >
            <Phone className="size-5" />
          </a>
          <div className="hidden sm:block">
            <QuotePageLink control="header-quote" className="px-5 whitespace-nowrap" currentPath={currentPath} />
          </div>
          {/* The phone menu: every page, each menu as a titled group, then call and quote. Its panel is laid out
              while closed, so the tap only draws it: laying out its forty-odd elements on the tap took its INP
              from 64 to 88 ms (docs/measurements/2026-11-26-web-fonts-and-first-tap.md). The panel is a layer of
              its own, so the tap paints only the panel: the document's paint fell from 6-10 to 1-3 ms (4x CPU). */}
          <details
            name={menuGroup}
            data-header-menu="mobile"
            className="group details-content:block details-content:[content-visibility:visible] not-open:details-content:invisible lg:hidden"
          >
            <summary
              aria-label="Menu"
              className={`${summaryReset} inline-flex size-12 items-center justify-center rounded-full text-navy-900 select-none hover:bg-navy-50`}
            >
              <Menu className="size-7 group-open:hidden" />
              <X className="hidden size-7 group-open:block" />
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto will-change-transform">
              <nav aria-label="Mobile" className="border-t border-navy-100 bg-white px-5 pt-2 pb-6 shadow-card">
                <ul>
                  {headerNavigation.map((item, index) => (
                    // A page after a menu stands a little apart from the menu's links.
                    <li
                      key={item.label}
                      className={
                        !("links" in item) && index > 0 && "links" in headerNavigation[index - 1]! ? "mt-2" : undefined
                      }
                    >
                      {"links" in item ? (
                        <>
                          <p className="px-3 pt-4 pb-1 text-sm font-semibold tracking-widest text-muted uppercase">
                            {item.label}
                          </p>
                          <LinkList
                            links={item.links}
                            linkClassName="block rounded-lg px-3 py-2.5 text-base text-navy-800 hover:bg-navy-50"
                          />
                        </>
                      ) : (
                        <a
                          href={item.href}
                          className="block rounded-lg px-3 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50"
                        >
                          {item.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
                <div className="mt-4 grid gap-3">
                  <CallLink control="mobile-menu-call" variant="navy" />
                  <QuotePageLink control="mobile-menu-quote" currentPath={currentPath} />
                </div>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
