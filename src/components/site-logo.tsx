import { business } from "../data/business";
import { logos } from "../lib/media";

/**
 * The logo links home. The SVG is drawn for light or dark backgrounds. The dark one is the
 * footer's: lazy, so it is not preloaded beside the hero image.
 */
export function SiteLogo({ onDark = false }: { onDark?: boolean }) {
  const logo = onDark ? logos.onDark : logos.onLight;
  return (
    <a href="/" className="inline-flex shrink-0 items-center rounded-md">
      <img
        src={logo.src}
        alt={`${business.name}, home`}
        width={logo.width}
        height={logo.height}
        loading={onDark ? "lazy" : undefined}
        className="h-10 w-auto sm:h-12"
      />
    </a>
  );
}
