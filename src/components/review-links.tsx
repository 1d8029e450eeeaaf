import { business } from "../data/business";
import type { NavLink } from "../lib/content/site-content";
import { cn } from "../lib/page/cn";
import { NewTabLink } from "./link-list";

type Reviews = Partial<Record<keyof typeof business.reviews, string>>;

/** The review links that are configured, in order; none when the owner has set none. */
export function reviewLinks(reviews: Reviews = business.reviews): NavLink[] {
  return [
    { label: "Read our reviews", href: reviews.readUrl },
    { label: "Leave a review", href: reviews.leaveUrl },
  ].filter((link): link is NavLink => Boolean(link.href));
}

const siteNames: [RegExp, string][] = [
  [/(^|\.)(google\.com|g\.page)$/, "Google"],
  [/(^|\.)yelp\.com$/, "Yelp"],
  [/(^|\.)bbb\.org$/, "BBB"],
  [/(^|\.)facebook\.com$/, "Facebook"],
];

/** The review site an address is on, named by its host: "Google", "Yelp", or the host itself. */
function reviewSite(href: string): string {
  const host = new URL(href).hostname.replace(/^www\./, "");
  return siteNames.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** Where a customer can write a review (the review link, the reviews, the bureau's profile), one per site. */
export function reviewProfiles(reviews: Reviews = business.reviews): { site: string; href: string }[] {
  const bySite = new Map<string, string>();
  for (const href of [reviews.leaveUrl, reviews.readUrl, reviews.betterBusinessBureau])
    if (href && !bySite.has(reviewSite(href))) bySite.set(reviewSite(href), href);
  return [...bySite].map(([site, href]) => ({ site, href }));
}

/** A link to a review site: beside the testimonials, on the review card. */
export const reviewLinkClasses =
  "inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600";

/** "Read our reviews" and "Leave a review", beside the testimonials; nothing at all until configured. */
export function ReviewLinks({ className }: { className: string }) {
  const links = reviewLinks();
  if (links.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap justify-center gap-x-6 gap-y-2", className)}>
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
