/** The sections many pages share, each taking its words as src/schemas/sections.ts gives them. */
import type { ReactNode } from "react";
import { CheckList } from "./check-list";
import { FeatureGrid, type Feature } from "./feature-grid";
import { PriceTiers, type PriceTier } from "./price-tiers";
import { ProcessSteps, type ProcessStep } from "./process-steps";
import { ReviewLinks } from "./review-links";
import { StatsStrip, type Stat } from "./stats-strip";
import { TestimonialCard, type Testimonial } from "./testimonial-card";
import { HeadedSection, Section, SectionHeading, type Heading, type SectionTone } from "./ui/section";

/** A shared section: the id its heading is named by, its words, its background, and what follows its body. */
type SectionProps<Words> = {
  id: string;
  section: Words & { heading: Heading };
  tone?: SectionTone;
  children?: ReactNode;
};

/** A heading over cards; `footer` closes each card from its entry. */
export function CardsSection<T extends Feature>({
  id,
  section,
  tone,
  columns,
  footer,
  children,
}: SectionProps<{ items: readonly T[] }> & { columns?: 2 | 3 | 4; footer?: (item: T) => ReactNode }) {
  return (
    <HeadedSection id={id} heading={section.heading} tone={tone}>
      <FeatureGrid features={section.items} columns={columns} onDark={tone === "navy"} footer={footer} />
      {children}
    </HeadedSection>
  );
}

/** A heading over numbered steps. */
export function StepsSection({ id, section, tone, children }: SectionProps<{ steps: readonly ProcessStep[] }>) {
  return (
    <HeadedSection id={id} heading={section.heading} tone={tone}>
      <ProcessSteps steps={section.steps} onDark={tone === "navy"} />
      {children}
    </HeadedSection>
  );
}

/** A heading over a row of figures. */
export function StatsSection({ id, section, tone }: SectionProps<{ stats: readonly Stat[] }>) {
  return (
    <HeadedSection id={id} heading={section.heading} tone={tone}>
      <StatsStrip stats={section.stats} onDark={tone === "navy"} />
    </HeadedSection>
  );
}

/** A heading over the price tiers; `control` names their quote buttons in conversion events. */
export function PricingSection({
  id,
  section,
  control,
}: SectionProps<{ tiers: readonly PriceTier[]; note: string }> & { control: string }) {
  return (
    <HeadedSection id={id} heading={section.heading}>
      <PriceTiers tiers={section.tiers} control={control} note={section.note} />
    </HeadedSection>
  );
}

/** A heading beside a card of check-marked items (packing materials). */
export function ChecklistSection({ id, section, tone = "cream" }: SectionProps<{ items: readonly string[] }>) {
  return (
    <Section tone={tone} labelledBy={`${id}-heading`}>
      <div className="grid lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2">
          <SectionHeading id={`${id}-heading`} {...section.heading} align="left" />
        </div>
        <div className="rounded-card bg-white p-7 shadow-card ring-1 ring-navy-900/5 sm:p-9 lg:col-span-3">
          <CheckList items={section.items} columns={2} />
        </div>
      </div>
    </Section>
  );
}

/** A heading over customers' words: one large card, or a row of them, and the review links. */
export function TestimonialsSection({
  id,
  heading,
  testimonials,
  tone,
}: {
  id: string;
  heading: Heading;
  testimonials: readonly Testimonial[];
  tone?: SectionTone;
}) {
  const columns = testimonials.length >= 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return (
    <HeadedSection id={id} heading={heading} tone={tone}>
      {testimonials.length === 1 ? (
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonials[0]!} large />
        </div>
      ) : (
        <ul className={`grid gap-6 ${columns}`}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} large={testimonials.length < 3} />
            </li>
          ))}
        </ul>
      )}
      <ReviewLinks className="mt-8" />
    </HeadedSection>
  );
}
