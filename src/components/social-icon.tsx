import { business } from "../data/business";

/** The order the buttons appear in, and the name each network goes by. */
const labels = { facebook: "Facebook", twitter: "X (Twitter)", instagram: "Instagram", linkedin: "LinkedIn" };

// lucide-react 1.x ships no brand marks: these are drawn in its style (24px grid, 2px stroke).
const marks = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  twitter: (
    <>
      <path d="M4 4l11.733 16H20L8.267 4z" />
      <path d="M4 20l6.768-6.768M13.228 10.772L20 4" />
    </>
  ),
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
};

/** The company's profiles from the business details; a network without a URL is left out. */
export const socialProfiles = (Object.keys(labels) as (keyof typeof labels)[]).flatMap((network) => {
  const url = business.social[network]?.trim();
  return url ? [{ network, label: labels[network], url }] : [];
});

/** One button per configured profile, opening in a new tab, its mark decorative: the link carries the name. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {socialProfiles.map(({ network, label, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${business.name} on ${label} (opens in a new tab)`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/15 transition-colors hover:bg-navy-900 hover:text-white"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-5 shrink-0"
            >
              {marks[network]}
            </svg>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
