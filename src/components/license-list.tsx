import { business } from "../data/business";
import { licenseLinks } from "../lib/content/license-links";
import { cn } from "../lib/page/cn";
import { NewTabLink } from "./link-list";

type LicenseListProps = {
  onDark?: boolean;
  className?: string;
};

/** The license numbers, each a link to its public record, so a visitor can check them. */
export function LicenseList({ onDark, className }: LicenseListProps) {
  return (
    <ul className={cn("flex flex-wrap gap-x-3 gap-y-1", className)}>
      {licenseLinks(business.licenses).map(({ label, href }) => (
        <li key={label}>
          {href ? (
            <NewTabLink
              href={href}
              note="check it on the federal carrier register; opens in a new tab"
              className={cn(
                "underline decoration-1 underline-offset-4",
                onDark ? "text-navy-100 hover:text-white" : "text-navy-800 hover:text-navy-600",
              )}
            >
              {label}
            </NewTabLink>
          ) : (
            label
          )}
        </li>
      ))}
    </ul>
  );
}
