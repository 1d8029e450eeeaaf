import { Link } from "react-router";
import { business } from "../config/business";

/** The logo links home. The SVG is drawn for light or dark backgrounds. */
export function SiteLogo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-md">
      <img
        src={onDark ? "/media/logo-on-dark.svg" : "/media/logo.svg"}
        alt={`${business.name}, home`}
        width={200}
        height={48}
        className="h-10 w-auto sm:h-12"
      />
    </Link>
  );
}
