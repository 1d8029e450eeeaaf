import { ChevronDown, ShieldCheck } from "lucide-react";
import { business } from "../data/business";
import { termsEstimateTypes } from "../data/legal";
import { siteText } from "../data/content";
import { cn } from "../lib/page/cn";
import { ArrowLink, LicenseList, NewTabLink } from "./link-list";

/** FMCSA's advice to people hiring a mover: the warning signs of a moving scam. */
const protectYourMoveUrl = "https://www.fmcsa.dot.gov/protect-your-move";

const linkClasses = "font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600";

/** `folded` under its heading (a native disclosure) where it stands in a hero, so a phone's first screen stays short. */
type CheckUsProps = { heading?: "h2" | "h3"; folded?: boolean; className?: string };

/** "Check us before you book", beside every quote form: the licenses' public records, FMCSA's advice, the Terms. */
export function CheckUsPanel({ heading: Heading = "h3", folded = false, className }: CheckUsProps) {
  const words = siteText.checkUs;
  const rows = [
    {
      title: words.licensesTitle,
      body: (
        <>
          <LicenseList />
          {business.licenses.georgiaHouseholdGoods && <p className="mt-1">{words.georgiaNote}</p>}
          <p className="mt-1">
            <NewTabLink href={protectYourMoveUrl} className={linkClasses} iconClassName="ml-1 inline size-3.5">
              {words.protectYourMove}
            </NewTabLink>
          </p>
        </>
      ),
    },
    {
      title: words.estimatesTitle,
      body: (
        <ul className="list-disc space-y-1 pl-4 marker:text-accent-500">
          {termsEstimateTypes.map((item) => (
            <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
          ))}
        </ul>
      ),
    },
    ...words.terms.map(({ title, text }) => ({ title, body: text })),
  ];
  const Box = folded ? "details" : "div";
  const heading = (
    <Heading className="flex items-center gap-2 font-display text-lg font-bold text-navy-900">
      <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
      {words.title}
    </Heading>
  );
  return (
    // Shared copy: the same panel under every form, quoting the Terms (tests/e2e/copy.test.ts leaves it aside).
    <Box
      data-check-us=""
      data-shared-copy=""
      className={cn("group/check rounded-card bg-white p-5 text-sm text-ink shadow-card sm:p-6", className)}
    >
      {folded ? (
        <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 [&::-webkit-details-marker]:hidden">
          {heading}
          <ChevronDown
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-navy-700 transition group-open/check:rotate-180"
          />
          <span className="col-span-2 mt-1 text-muted">{words.intro}</span>
        </summary>
      ) : (
        <>
          {heading}
          <p className="mt-1 text-muted">{words.intro}</p>
        </>
      )}
      <dl className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(({ title, body }) => (
          <div key={title} className="contents">
            <dt className="font-semibold text-navy-900">{title}</dt>
            <dd className="-mt-2 sm:mt-0">{body}</dd>
          </div>
        ))}
      </dl>
      <ArrowLink href="/terms" className={cn(linkClasses, "mt-4 inline-flex items-center gap-1")}>
        {words.termsLink}
      </ArrowLink>
    </Box>
  );
}
