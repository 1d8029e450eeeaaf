import { business } from "../config/business";
import { QuoteEmbed } from "./quote-embed";
import { Section, SectionHeading } from "./ui/section";

type QuoteSectionProps = { title?: string; intro?: string; id?: string };

/** A section that holds the embedded quote form, loaded only when the visitor scrolls near it. */
export function QuoteSection({
  title = "Get your free moving quote",
  intro = `Tell us about your move and a consultant contacts you within ${business.commitments.quoteCallbackMinutes} minutes of your request. No obligation, no hidden fees.`,
  id = "quote-form",
}: QuoteSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section tone="cream" id={id} labelledBy={headingId} sharedCopy>
      <SectionHeading id={headingId} eyebrow="Free estimate" title={title} intro={intro} />
      <QuoteEmbed className="mx-auto max-w-3xl" />
    </Section>
  );
}
