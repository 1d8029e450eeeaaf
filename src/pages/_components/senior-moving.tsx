/** The senior moving page's own section; the others are the shared ones (src/components/sections.tsx). */
import type { CollectionEntry } from "astro:content";
import { CheckList } from "../../components/check-list";
import { HeadedSection } from "../../components/ui/section";

type Page = CollectionEntry<"seniorMovingPage">["data"];

/** The two lists: the kinds of transitions, and the specialized services. */
export function TransitionsAndServices({ moves }: { moves: Page["moves"] }) {
  const lists = [
    { id: "senior-transitions-heading", ...moves.transitions },
    { id: "senior-specialized-heading", ...moves.services },
  ];
  return (
    <HeadedSection id="senior-services" heading={moves.heading}>
      <div className="grid gap-6 lg:grid-cols-2">
        {lists.map((list) => (
          <div key={list.id} className="rounded-card bg-cream p-7 ring-1 ring-navy-900/5 sm:p-9">
            <h3 id={list.id} className="mb-6 text-xl font-bold text-navy-900">
              {list.title}
            </h3>
            <CheckList items={list.items} />
          </div>
        ))}
      </div>
    </HeadedSection>
  );
}
