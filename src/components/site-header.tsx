import { Clock, MapPin, Phone } from "lucide-react";
import { addressLines, business, telHref } from "../data/business";
import { cn } from "../lib/page/cn";
import { formatHours } from "../lib/page/format";
import { headerMenus, locationsMenu, servicesMenu } from "../data/navigation";
import { CallLink, CallTextLink } from "./call-link";
import { MobileMenu, NavDropdown } from "./header-menus";
import { QuotePageLink } from "./quote-links";
import { SiteLogo } from "./site-logo";

function TopBar() {
  const [street, cityLine] = addressLines;
  const {
    label,
    days: [weekdays],
  } = business.hours.moving;
  return (
    <div className="hidden bg-navy-950 text-sm text-navy-100 lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-8 py-2">
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-accent-400" />
          {street}, {cityLine}
        </p>
        <div className="flex items-center gap-6">
          {weekdays && (
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-accent-400" />
              {label}: {weekdays.days}, {formatHours(weekdays, "short")}
            </p>
          )}
          <CallTextLink
            control="top-bar-call"
            className="flex items-center gap-2 font-semibold whitespace-nowrap text-white hover:text-accent-300"
            iconClassName="size-4 text-accent-400"
          />
        </div>
      </div>
    </div>
  );
}

const navLinkClasses = (current: boolean) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 font-semibold hover:text-navy-600",
    current ? "text-accent-700 underline decoration-2 underline-offset-8" : "text-navy-900",
  );

function PageLink({ href, label, currentPath }: { href: string; label: string; currentPath: string }) {
  const current = href === currentPath;
  return (
    <li>
      <a href={href} aria-current={current ? "page" : undefined} className={navLinkClasses(current)}>
        {label}
      </a>
    </li>
  );
}

type SiteHeaderProps = {
  /** The page's path, to mark its link as the current page. */
  currentPath: string;
};

export function SiteHeader({ currentPath }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white print:hidden">
      <TopBar />
      <div className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 lg:h-20">
        <SiteLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <PageLink href="/" label="Home" currentPath={currentPath} />
            <li>
              <NavDropdown menu={servicesMenu} />
            </li>
            <li>
              <NavDropdown menu={locationsMenu} />
            </li>
            <PageLink href="/about" label="About" currentPath={currentPath} />
            <PageLink href="/contact" label="Contact" currentPath={currentPath} />
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
            <Phone aria-hidden="true" className="size-5" />
          </a>
          <div className="hidden sm:block">
            <QuotePageLink control="header-quote" className="px-5 whitespace-nowrap" currentPath={currentPath} />
          </div>
          <MobileMenu menus={headerMenus} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
