import { business } from "../data/business";
import { logo } from "../data/pictures";
import { cn } from "../lib/page/cn";
import { ResponsiveImage } from "./responsive-image";

type SiteLogoProps = {
  onDark?: boolean;
};

/**
 * The logo links home, with the name beside it unless it spells it (wrapping where an owner's longer name needs it);
 * the footer's is lazy.
 */
export function SiteLogo({ onDark = false }: SiteLogoProps) {
  return (
    <a href="/" className="inline-flex min-w-0 items-center gap-2 rounded-md sm:gap-3">
      <ResponsiveImage
        picture={logo.picture}
        sizes={`${logo.width}px`}
        alt={logo.showsName ? `${business.name}, home` : ""}
        lazy={onDark}
        className="h-10 w-auto sm:h-12"
      />
      {!logo.showsName && (
        <span
          className={cn(
            // Two short lines on a phone, so the menu and call buttons keep their room at 320 pixels.
            "max-w-28 font-display text-base leading-tight font-bold sm:max-w-none sm:text-xl xl:text-2xl",
            onDark ? "text-white" : "text-navy-900",
          )}
        >
          {business.name}
          <span className="sr-only">, home</span>
        </span>
      )}
    </a>
  );
}
