/** The sections many pages share, each taking its words as src/schemas/sections.ts gives them. */
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { siteText } from "../data/content";
import type { Town } from "../lib/content/site-content";
import { cn } from "../lib/page/cn";
import { CallLink } from "./call-link";
import { CheckList } from "./check-list";
import { FeatureGrid, type Feature } from "./feature-grid";
import { QuoteEmbed } from "./quote-embed";
import { QuotePageLink, QuotePopupButton } from "./quote-links";
import { ReviewLinks } from "./review-links";
import { StatsStrip, type Stat } from "./stats-strip";
import { TestimonialCard, type Testimonial } from "./testimonial-card";
import { buttonRowClasses } from "./ui/button";
import { HeadedSection, Section, SectionHeading, type Heading, type SectionTone } from "./ui/section";

/** A shared section: the id its heading is named by, its words, its background, and what follows its body. */
type SectionProps<Words> = {
  id: string;
  section: Words & { heading: Heading };
  tone?: SectionTone;
  children?: ReactNode;
};

type CardsProps<T> = SectionProps<{ items: readonly T[] }> & { columns?: 2 | 3 | 4; footer?: (item: T) => ReactNode };

/** A heading over cards; `footer` closes each card from its entry. */
export function CardsSection<T extends Feature>({ id, section, tone, children, ...grid }: CardsProps<T>) {
  return (
    <HeadedSection id={id} heading={section.heading} tone={tone}>
      <FeatureGrid features={section.items} onDark={tone === "navy"} {...grid} />
      {children}
    </HeadedSection>
  );
}

/** A heading over numbered steps as an ordered list: a compact row on a phone, a card on wider screens. */
export function StepsSection({
  id,
  section,
  tone,
  children,
}: SectionProps<{ steps: readonly { title: string; description: string }[] }>) {
  const onDark = tone === "navy";
  return (
    <HeadedSection id={id} heading={section.heading} tone={tone}>
      <ol
        className={cn(
          "grid gap-4 sm:grid-cols-2 sm:gap-6",
          section.steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className={cn(
              "relative flex gap-4 rounded-card p-5 sm:block sm:p-7",
              onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card",
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-display text-lg font-bold text-navy-950 sm:size-12 sm:text-xl"
            >
              {index + 1}
            </span>
            <div>
              <h3 className={cn("text-lg font-bold sm:mt-5 sm:text-xl", onDark ? "text-white" : "text-navy-900")}>
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className={cn("mt-1 leading-relaxed sm:mt-2", onDark ? "text-navy-100" : "text-muted")}>
                {step.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
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

type PriceTier = {
  name: string;
  price: string;
  unit: string;
  summary: string;
  includes: readonly string[];
  badge?: string;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A heading over advertised price tiers, each with what it includes and a quote button named `${control}-<tier>`. */
export function PricingSection({
  id,
  section,
  control,
}: SectionProps<{ tiers: readonly PriceTier[]; note: string }> & { control: string }) {
  return (
    <HeadedSection id={id} heading={section.heading}>
      <div>
        <ul className={cn("grid gap-6", section.tiers.length >= 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
          {section.tiers.map((tier) => {
            const highlighted = Boolean(tier.badge);
            const tone = (onNavy: string, onWhite: string) => (highlighted ? onNavy : onWhite);
            return (
              <li
                key={tier.name}
                className={cn(
                  "relative flex flex-col rounded-card p-8",
                  tone(
                    "bg-navy-900 text-white shadow-card ring-2 ring-accent-400",
                    "bg-white shadow-card ring-1 ring-navy-900/5",
                  ),
                )}
              >
                {tier.badge && (
                  <p className="absolute -top-3.5 left-8 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wider text-navy-950 uppercase">
                    {tier.badge}
                  </p>
                )}
                <h3 className={cn("text-xl font-bold", tone("text-white", "text-navy-900"))}>{tier.name}</h3>
                <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
                  <span className={cn("text-sm font-semibold uppercase", tone("text-navy-100", "text-muted"))}>
                    From
                  </span>{" "}
                  <span className={cn("font-display text-5xl font-bold", tone("text-accent-300", "text-navy-900"))}>
                    {tier.price}
                  </span>
                  <span className={cn("font-semibold", tone("text-navy-100", "text-muted"))}>/{tier.unit}</span>
                </p>
                <p className={cn("mt-4 leading-relaxed", tone("text-navy-100", "text-muted"))}>{tier.summary}</p>
                <div className={cn("mt-6 flex-1 border-t pt-6", tone("border-white/15", "border-navy-100"))}>
                  <p className={cn("mb-3 text-sm font-semibold", tone("text-white", "text-navy-900"))}>
                    What's included
                  </p>
                  <CheckList items={tier.includes} onDark={highlighted} />
                </div>
                <QuotePopupButton
                  control={`${control}-${slug(tier.name)}`}
                  variant={highlighted ? "primary" : "navy"}
                  className="mt-8 w-full"
                >
                  Get a quote<span className="sr-only"> for {tier.name}</span>
                </QuotePopupButton>
              </li>
            );
          })}
        </ul>
        {section.note && <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">{section.note}</p>}
      </div>
    </HeadedSection>
  );
}

/** A heading beside a card of check-marked items (packing materials). */
export function ChecklistSection({ id, section }: SectionProps<{ items: readonly string[] }>) {
  return (
    <Section tone="cream" labelledBy={`${id}-heading`}>
      <div className="grid lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2">
          <SectionHeading id={`${id}-heading`} {...section.heading} />
        </div>
        <div className="rounded-card bg-white p-7 shadow-card ring-1 ring-navy-900/5 sm:p-9 lg:col-span-3">
          <CheckList items={section.items} columns={2} />
        </div>
      </div>
    </Section>
  );
}

/** A heading over customers' words: one large card, or a row of them, and the review links. */
type TestimonialsProps = {
  id: string;
  heading: Heading;
  testimonials: readonly Testimonial[];
  tone?: SectionTone;
};

export function TestimonialsSection({ id, heading, testimonials, tone }: TestimonialsProps) {
  return (
    <HeadedSection id={id} heading={heading} tone={tone}>
      {testimonials.length === 1 ? (
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonials[0]!} large />
        </div>
      ) : (
        <ul className={cn("grid gap-6", testimonials.length >= 3 ? "lg:grid-cols-3" : "lg:grid-cols-2")}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} large={testimonials.length < 3} />
            </li>
          ))}
        </ul>
      )}
      <ReviewLinks />
    </HeadedSection>
  );
}

/** The embedded quote form (loaded near the screen) under the page's heading, the site-wide one filling its gaps. */
export function QuoteSection(heading: Partial<Heading>) {
  return (
    <HeadedSection id="quote-form" heading={{ ...siteText.quoteSection, ...heading }} tone="cream" target>
      <QuoteEmbed className="mx-auto max-w-3xl" />
    </HeadedSection>
  );
}

type CtaBandProps = {
  /** Its heading and the sentence or two under it, as src/schemas/sections.ts's callToAction gives them. */
  words: { title: string; body: string };
  control: string;
};

/** The closing call to action of a page: call, or get a free quote. */
export function CtaBand({ words: { title, body }, control }: CtaBandProps) {
  return (
    <section aria-labelledby={`${control}-heading`} className="bg-navy-900 text-white">
      <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 sm:py-20">
        <h2 id={`${control}-heading`} className="font-display text-section font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lead text-navy-100">{body}</p>
        <div className={cn(buttonRowClasses, "mt-8 sm:justify-center")}>
          <CallLink control={`${control}-call`} />
          <QuotePageLink control={`${control}-quote`} />
        </div>
      </div>
    </section>
  );
}

/** The towns served as a grid of tiles, a town with a page linking to it; `children` follow the grid. */
type TownsProps = {
  id: string;
  heading: Heading;
  towns: readonly Town[];
  testId?: string;
  children?: ReactNode;
};

export function TownsSection({ id, heading, towns, testId, children }: TownsProps) {
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
                <MapPin className="size-4 shrink-0 text-accent-500" />
                {town.name}
              </a>
            ) : (
              <span className="flex min-h-14 items-center gap-2 rounded-xl px-4 py-3 font-semibold text-ink ring-1 ring-navy-900/10">
                <MapPin className="size-4 shrink-0 text-muted" />
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
