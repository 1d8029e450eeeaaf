import { Award, Mail, MapPin, Phone, ShieldCheck, Star } from "lucide-react";
import { addressLines, business, mailtoHref, telHref } from "../data/business";
import {
  footerAreaLinks,
  footerServiceLinks,
  helpLinks,
  legalLinks,
  navigationWords,
  siteText,
  type NavLink,
} from "../data/content";
import { formatHours } from "../lib/page/format";
import { CallLink } from "./call-link";
import { LicenseList } from "./license-list";
import { LinkList } from "./link-list";
import { OfficeMap } from "./office-map";
import { QuotePageLink } from "./quote-links";
import { SiteLogo } from "./site-logo";
import { buttonRowClasses } from "./ui/button";

const { footer } = siteText;

const headingClasses = "mb-4 text-sm font-semibold tracking-widest text-accent-300 uppercase";
const iconClasses = "mt-1 size-5 shrink-0 text-accent-400";
const linkClasses = "inline-block py-1.5 text-navy-100 hover:text-white hover:underline";

type FooterLinksProps = {
  id: string;
  title: string;
  links: NavLink[];
};

function FooterLinks({ id, title, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClasses}>
        {title}
      </h2>
      <LinkList links={links} linkClassName={linkClasses} />
    </nav>
  );
}

type SiteFooterProps = {
  officeMap: boolean;
  callBand: boolean;
};

/** `officeMap`: the office map, which the contact page leaves out because it shows the map itself. */
export function SiteFooter({ officeMap, callBand }: SiteFooterProps) {
  const [street, cityLine] = addressLines;
  return (
    // Below md the footer keeps the phone call bar's height free, so the bar never covers it.
    <footer className="bg-navy-950 pb-[calc(6.5rem+env(safe-area-inset-bottom))] text-navy-100 lg:pb-0 print:hidden">
      {callBand && (
        <div className="bg-navy-900">
          <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-6 px-5 py-12 sm:px-8 md:flex-row md:items-center">
            <div>
              <p className="font-display text-2xl font-bold text-white sm:text-3xl">{siteText.callBand.title}</p>
              <p className="mt-2 text-navy-100">{siteText.callBand.body}</p>
            </div>
            <div className={buttonRowClasses}>
              <CallLink control="footer-cta-call" />
              <QuotePageLink control="footer-cta-quote" />
            </div>
          </div>
        </div>
      )}

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr]">
        <div>
          <SiteLogo onDark />
          <p className="mt-5 leading-relaxed">{footer.blurb}</p>
          {/* Three short proofs: licenses (each checkable), the founder, the rating. */}
          <ul className="mt-8 space-y-4">
            {[
              { icon: ShieldCheck, title: footer.licensedTitle, detail: <LicenseList onDark className="text-sm" /> },
              { icon: Award, ...footer.veteranBadge },
              { icon: Star, ...footer.ratingBadge },
            ].map(({ icon: Icon, title, detail }) => (
              <li key={title} className="flex items-start gap-3">
                <Icon className="mt-0.5 size-6 shrink-0 text-accent-400" />
                <div>
                  <p className="font-semibold text-white">{title}</p>
                  <div className="text-sm text-navy-200">{detail}</div>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-services" title={navigationWords.footerServices} links={footerServiceLinks} />
        <div className="space-y-10">
          <FooterLinks id="footer-areas" title={navigationWords.footerAreas} links={footerAreaLinks} />
          <FooterLinks id="footer-help" title={navigationWords.footerHelp} links={helpLinks} />
        </div>
        <div>
          <h2 className={headingClasses}>Contact</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin className={iconClasses} />
              <span>
                {street}
                <br />
                {cityLine}
              </span>
            </p>
            {(
              [
                [Phone, telHref, "footer-phone", business.phone.display, "font-semibold whitespace-nowrap"],
                [Mail, mailtoHref, "footer-email", business.email, "break-all"],
              ] as const
            ).map(([Icon, href, control, text, classes]) => (
              <p key={control} className="flex gap-3">
                <Icon className={iconClasses} />
                <a href={href} data-control={control} className={`${classes} text-white hover:underline`}>
                  {text}
                </a>
              </p>
            ))}
          </address>
          <h3 className="mt-6 mb-2 font-semibold text-white">{business.hours.moving.label}</h3>
          <dl className="space-y-1 text-sm">
            {[
              ...business.hours.moving.days.map((row) => [row.days, formatHours(row, "short")]),
              ["Emergency moves", business.hours.emergency],
            ].map(([days, hours]) => (
              <div key={days} className="flex justify-between gap-4">
                <dt>{days}</dt>
                <dd className="text-white">{hours}</dd>
              </div>
            ))}
          </dl>
          {officeMap && (
            <div className="mt-8">
              <OfficeMap className="aspect-[16/10]" />
            </div>
          )}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          {/* The build's year: a static page cannot know the visitor's, and a new year's build updates it. */}
          <p>
            © {new Date().getFullYear()} {business.legalName}. All rights reserved.
          </p>
          <LinkList
            links={legalLinks}
            className="flex gap-6"
            linkClassName="inline-block py-1 hover:text-white hover:underline"
          />
        </div>
      </div>
    </footer>
  );
}
