import type { ReactNode } from "react";
import { Award, Mail, MapPin, Phone, ShieldCheck, Star } from "lucide-react";
import { business } from "../config/business";
import { footerAreaLinks, footerServiceLinks, legalLinks, type NavLink } from "../config/navigation";
import { formatAddressLines, formatHours, mailtoHref, telHref } from "../lib/format";
import { CallLink } from "./call-link";
import { QuoteLink } from "./quote-link";
import { SiteLogo } from "./site-logo";

const headingClasses = "mb-4 text-sm font-semibold tracking-widest text-accent-300 uppercase";
const linkClasses = "inline-block py-1.5 text-navy-100 hover:text-white hover:underline";

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClasses}>
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClasses}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TrustBadges() {
  const badges = [
    { icon: ShieldCheck, title: "Licensed & Insured", detail: `${business.licenses.usdot} · ${business.licenses.mc}` },
    { icon: Award, title: "Veteran-Owned", detail: `Family-run since ${business.figures.foundedYear}` },
    { icon: Star, title: "5-Star Service", detail: `${business.figures.rating} rating from our customers` },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {badges.map(({ icon: Icon, title, detail }) => (
        <li key={title} className="flex items-start gap-3 rounded-card bg-white/5 p-4 ring-1 ring-white/10">
          <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-400" />
          <p>
            <span className="block font-semibold text-white">{title}</span>
            <span className="text-sm text-navy-200">{detail}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The year the site was built: a static page cannot know the visitor's, and a new year's build updates it. */
const copyrightYear = new Date().getFullYear();

/** `officeMap` is the map island (components/islands/office-map.tsx), placed by the layout. */
export function SiteFooter({ officeMap }: { officeMap?: ReactNode }) {
  const [street, cityLine] = formatAddressLines();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="bg-navy-900">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-6 px-5 py-12 sm:px-8 md:flex-row md:items-center">
          <div>
            <p className="font-display text-2xl font-bold text-white sm:text-3xl">Ready when you are.</p>
            <p className="mt-2 text-navy-100">
              Call for a same-day quote, or tell us about your move online. A consultant gets back to you within{" "}
              {business.commitments.quoteCallbackMinutes} minutes.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CallLink control="footer-cta-call" variant="outlineLight" />
            <QuoteLink control="footer-cta-quote" />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <SiteLogo onDark />
          <p className="mt-5 leading-relaxed">
            {business.name} is a family-owned, veteran-operated moving company. Since {business.figures.foundedYear} we
            have moved homes, seniors and businesses across Metro Atlanta with the care we would want for our own
            family.
          </p>
        </div>
        <FooterLinks id="footer-services" title="Services" links={footerServiceLinks} />
        <FooterLinks id="footer-areas" title="Service Areas" links={footerAreaLinks} />
        <div>
          <h2 className={headingClasses}>Contact</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
              <span>
                {street}
                <br />
                {cityLine}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
              <a
                href={telHref}
                data-control="footer-phone"
                className="font-semibold whitespace-nowrap text-white hover:underline"
              >
                {business.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
              <a href={mailtoHref} data-control="footer-email" className="break-all text-white hover:underline">
                {business.email}
              </a>
            </p>
          </address>
          <h3 className="mt-6 mb-2 font-semibold text-white">Hours</h3>
          <dl className="space-y-1 text-sm">
            {business.hours.summary.map((row) => (
              <div key={row.days} className="flex justify-between gap-4">
                <dt>{row.days}</dt>
                <dd className="text-white">{formatHours(row, "short")}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4">
              <dt>Emergency moves</dt>
              <dd className="text-white">{business.hours.emergency}</dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-8 px-5 pb-14 sm:px-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <TrustBadges />
        {officeMap}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {copyrightYear} {business.legalName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
