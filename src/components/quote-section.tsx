import { siteText } from "../data/site-text";
import { QuoteEmbed } from "./quote-embed";
import { Section, SectionHeading } from "./ui/section";

type QuoteSectionProps = { eyebrow?: string; title?: string; intro?: string; id?: string };

/**
 * A section that holds the embedded quote form, loaded only when the visitor scrolls near it.
 * A page may give its own heading; otherwise the site-wide one (src/content/site.yaml).
 */
export function QuoteSection({ id = "quote-form", eyebrow, title, intro }: QuoteSectionProps) {
  const shared = siteText.quoteSection;
  const headingId = `${id}-heading`;
  return (
    <Section tone="cream" id={id} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow ?? shared.eyebrow}
        title={title ?? shared.title}
        intro={intro ?? shared.intro}
      />
      <QuoteEmbed className="mx-auto max-w-3xl" />
    </Section>
  );
}
