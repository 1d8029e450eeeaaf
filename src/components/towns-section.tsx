import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { Town } from "../lib/content/site-content";
import { HeadedSection, type Heading } from "./ui/section";

type TownsSectionProps = {
  id: string;
  heading: Heading;
  towns: readonly Town[];
  testId?: string;
  children?: ReactNode;
};

/** The towns served under a heading, as a grid of tiles; a town with a page links to it. `children` follow the grid. */
export function TownsSection({ id, heading, towns, testId, children }: TownsSectionProps) {
  return (
    <HeadedSection id={id} heading={heading}>
      <ul data-testid={testId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {towns.map((town) => (
          <li key={town.name}>
            {town.path ? (
              <a
                href={town.path}
                className="flex min-h-14 items-center gap-2 rounded-xl bg-cream px-4 py-3 font-semibold text-navy-900 ring-1 ring-navy-900/5 hover:bg-navy-50"
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-500" />
                {town.name}
              </a>
            ) : (
              <span className="flex min-h-14 items-center gap-2 rounded-xl px-4 py-3 font-semibold text-ink ring-1 ring-navy-900/10">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {town.name}
              </span>
            )}
          </li>
        ))}
      </ul>
      {children}
    </HeadedSection>
  );
}
