import { guidesPath } from "../lib/content/guides";
import { ArrowLink } from "./arrow-link";
import type { GuideCardData } from "../lib/content/guides";
import { GuideGrid } from "./guide-card";
import { Section, SectionHeading, type SectionTone } from "./ui/section";

type RelatedGuidesProps = { id: string; title: string; guides: readonly GuideCardData[]; tone?: SectionTone };

/** A service's or city's newest guides (up to three), with the way to all of them; nothing when none relate. */
export function RelatedGuides({ id, title, guides, tone = "white" }: RelatedGuidesProps) {
  if (guides.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow="Moving help" title={title} />
      <GuideGrid guides={guides} />
      <p className="mt-8 text-center">
        <ArrowLink
          href={guidesPath}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
        >
          All moving guides
        </ArrowLink>
      </p>
    </Section>
  );
}
