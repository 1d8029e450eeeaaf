import { business } from "../data/business";
import { CallLink } from "./call-link";
import { OpenStatus } from "./open-status";
import { QuotePageLink } from "./quote-links";

type StickyCallBarProps = {
  currentPath: string;
};

/** Below lg (where the header has no top bar), Call and Free Quote in thumb's reach once the hero's buttons have gone,
 * under the office's open-now status (browser/sticky-call-bar.ts); without JavaScript, always. */
export function StickyCallBar({ currentPath }: StickyCallBarProps) {
  return (
    <aside
      aria-label="Call or get a free quote"
      className="invisible fixed inset-x-0 bottom-0 z-30 translate-y-full bg-navy-950 pb-[env(safe-area-inset-bottom)] ring-1 ring-white/10 transition duration-300 lg:hidden print:hidden noscript:visible noscript:translate-y-0 call-bar-shown:visible call-bar-shown:translate-y-0"
    >
      <OpenStatus className="px-3 pt-1.5 text-center text-xs font-semibold text-navy-100" />
      <div className="mx-auto grid h-16 max-w-xl grid-cols-2 items-center gap-2 px-3">
        <CallLink control="sticky-call" className="whitespace-nowrap">
          Call<span className="sr-only"> {business.phone.display}</span>
        </CallLink>
        <QuotePageLink control="sticky-quote" className="whitespace-nowrap" currentPath={currentPath}>
          Free Quote
        </QuotePageLink>
      </div>
    </aside>
  );
}
