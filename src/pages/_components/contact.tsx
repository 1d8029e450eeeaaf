/** The contact page's ways to reach the company, as cards; src/pages/contact.astro places them. */
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { OpenStatus } from "../../components/open-status";
import { SocialLinks, socialProfiles } from "../../components/social-icon";
import { HeadedSection } from "../../components/ui/section";
import { addressLines, business, mailtoHref, telHref } from "../../data/business";
import { singleton } from "../../data/content";
import { formatHours } from "../../lib/page/format";

type DetailCardProps = {
  icon: typeof Phone;
  title: string;
  children: ReactNode;
};

function DetailCard({ icon: Icon, title, children }: DetailCardProps) {
  return (
    <li className="flex flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-navy-900/5">
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-50">
        <Icon className="size-6 text-navy-700" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-navy-900">{title}</h3>
      <div className="mt-2 flex-1 leading-relaxed text-muted">{children}</div>
    </li>
  );
}

const linkClasses =
  "font-semibold text-navy-900 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-navy-600";

export function ContactDetails() {
  const { details } = singleton("contactPage");
  const [street, cityLine] = addressLines;
  return (
    <HeadedSection id="contact-details" heading={details.heading}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        <DetailCard icon={Phone} title="Phone">
          <p>
            <a
              href={telHref}
              data-control="contact-details-call"
              className={`${linkClasses} text-lg whitespace-nowrap`}
            >
              {business.phone.display}
            </a>
          </p>
          <p className="mt-2">{details.phoneNote}</p>
        </DetailCard>
        <DetailCard icon={Mail} title="E-mail">
          <p>
            <a href={mailtoHref} data-control="contact-details-email" className={`${linkClasses} break-all`}>
              {business.email}
            </a>
          </p>
          <p className="mt-2">{details.emailNote}</p>
        </DetailCard>
        <DetailCard icon={MapPin} title="Office">
          <address className="not-italic">
            {business.legalName}
            <br />
            {street}
            <br />
            {cityLine}
          </address>
          <p className="mt-2">
            <a href={business.map.directionsUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              Get directions
              <span className="sr-only"> to our office (opens in a new tab)</span>
            </a>
          </p>
        </DetailCard>
        <DetailCard icon={Clock} title={business.hours.office.label}>
          <OpenStatus className="mb-3 font-semibold text-navy-900" />
          <dl className="space-y-2">
            {[
              ...business.hours.office.days.map((row) => [row.days, formatHours(row, "long")]),
              ["Emergency moves", business.hours.emergency],
            ].map(([days, hours]) => (
              <div key={days}>
                <dt className="font-semibold text-navy-900">{days}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </DetailCard>
      </ul>
      {socialProfiles.length > 0 && (
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <h3 className="text-lg font-bold text-navy-900">{details.followTitle}</h3>
          <SocialLinks />
        </div>
      )}
    </HeadedSection>
  );
}
