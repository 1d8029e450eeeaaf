import { Printer } from "lucide-react";
import { generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";
import { business } from "../data/business";
import type { NavLink } from "../lib/content/site-content";
import { NewTabLink, textLinkClasses } from "./link-list";
import { buttonClasses } from "./ui/button";

type Reviews = Partial<Record<keyof typeof business.reviews, string>>;

const siteNames: [RegExp, string][] = [
  [/(^|\.)(google\.com|g\.page)$/, "Google"],
  [/(^|\.)yelp\.com$/, "Yelp"],
  [/(^|\.)bbb\.org$/, "BBB"],
  [/(^|\.)facebook\.com$/, "Facebook"],
];

/**
 * Where a customer can write a review (the review link, the reviews, the bureau's profile), one per site, named by its
 * host.
 */
export function reviewProfiles(reviews: Reviews = business.reviews) {
  const bySite = new Map<string, string>();
  for (const href of [reviews.leaveUrl, reviews.readUrl, reviews.betterBusinessBureau]) {
    if (!href) continue;
    const host = new URL(href).hostname.replace(/^www\./, "");
    const site = siteNames.find(([pattern]) => pattern.test(host))?.[1] ?? host;
    if (!bySite.has(site)) bySite.set(site, href);
  }
  return [...bySite].map(([site, href]) => ({ site, href }));
}

/** A link to a review site: beside the testimonials, on the review card. */
const reviewLinkClasses = `inline-flex min-h-11 items-center gap-1.5 ${textLinkClasses}`;

type ReviewLinksProps = {
  reviews?: Reviews;
};

/**
 * "Read our reviews" and "Leave a review", beside the testimonials, each once configured; nothing at all until then.
 */
export function ReviewLinks({ reviews = business.reviews }: ReviewLinksProps) {
  const links = [
    { label: "Read our reviews", href: reviews.readUrl },
    { label: "Leave a review", href: reviews.leaveUrl },
  ].filter((link): link is NavLink => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
      {links.map((link) => (
        <li key={link.label}>
          <NewTabLink href={link.href} className={reviewLinkClasses} iconClassName="size-4">
            {link.label}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

type QrCodeProps = {
  url: string;
  label: string;
};

/** A QR code of `url`, drawn by the build as SVG, with the four-module margin scanners need. */
function QrCode({ url, label }: QrCodeProps) {
  const code = generate(url);
  const side = code.size + 8;
  return (
    <svg
      viewBox={`-4 -4 ${side} ${side}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      className="size-44"
    >
      <rect x="-4" y="-4" width={side} height={side} fill="white" />
      <path d={toSvgPath(code)} fill="black" />
    </svg>
  );
}

/** The request and a QR code and link for each review profile; printed, the card the crews hand out (its Print
 * button: src/browser/review-links.ts). `pageAddress`: the page's address as people type it, like
 * example.com/leave-a-review. */
export function ReviewCard({
  card,
  pageAddress,
}: {
  card: { title: string; body: string; printBody: string };
  pageAddress: string;
}) {
  return (
    <section
      aria-labelledby="review-card-heading"
      className="bg-cream px-5 py-16 sm:px-8 sm:py-20 print:bg-white print:p-0"
    >
      <div className="mx-auto max-w-3xl rounded-card bg-white p-6 text-center shadow-card ring-1 ring-navy-900/5 sm:p-10 print:break-inside-avoid print:border-2 print:border-dashed print:border-navy-900 print:shadow-none print:ring-0">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{business.name}</p>
        <h2 id="review-card-heading" className="mt-2 font-display text-3xl font-bold text-navy-900">
          {card.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lead text-ink print:hidden">{card.body}</p>
        <p className="mx-auto mt-3 hidden max-w-xl text-lead text-ink print:block">{card.printBody}</p>
        <ul className="mt-8 grid justify-items-center gap-8 sm:grid-cols-2">
          {reviewProfiles().map(({ site, href }) => (
            <li key={href} className="grid justify-items-center gap-3">
              <QrCode url={href} label={`QR code: review us on ${site}`} />
              <NewTabLink href={href} className={reviewLinkClasses} iconClassName="size-4 print:hidden">
                Review us on {site}
              </NewTabLink>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted">
          Or visit <span className="font-semibold break-all text-navy-900">{pageAddress}</span>
        </p>
        {/* Without JavaScript the browser's own Print does the same. */}
        <button
          type="button"
          data-print-card=""
          className={buttonClasses("outline", "mt-6 print:hidden noscript:hidden")}
        >
          <Printer className="size-5 shrink-0" />
          Print this card
        </button>
      </div>
    </section>
  );
}
