import { Clock, MapPin, Phone } from "lucide-react";
import { addressLines, business, telHref } from "../data/business";
import { formatHours } from "../lib/page/format";
import { CallLink, CallTextLink } from "./call-link";
import { MainNav, MobileMenu } from "./header-menus";
import { OpenStatus } from "./open-status";
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
        {/* The hours stand after the address, so the open-now status the page script writes in their
            place changes no one else's position (a layout shift). */}
        <div className="flex items-center gap-6">
          <p className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-accent-400" />
            {street}, {cityLine}
          </p>
          {weekdays && (
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-accent-400" />
              <OpenStatus>
                {label}: {weekdays.days}, {formatHours(weekdays, "short")}
              </OpenStatus>
            </p>
          )}
        </div>
        <CallTextLink
          control="top-bar-call"
          className="flex items-center gap-2 font-semibold whitespace-nowrap text-white hover:text-accent-300"
          iconClassName="size-4 text-accent-400"
        />
      </div>
    </div>
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
        <MainNav currentPath={currentPath} />
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
          <MobileMenu currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
