import type { ReactNode } from "react";
import { cn } from "../../lib/page/cn";

const tones = { white: "bg-white", cream: "bg-cream", navy: "bg-navy-900 text-white" } as const;

export type SectionTone = keyof typeof tones;

/** A band of the page; `labelledBy` is its h2's id, so the landmark is named by its heading. */
type SectionProps = {
  tone?: SectionTone;
  id?: string;
  labelledBy?: string;
  children: ReactNode;
};

export function Section({ tone = "white", id, labelledBy, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-5 sm:px-8">{children}</div>
    </section>
  );
}

/** A section's heading words, as src/schemas/sections.ts gives them. */
export type Heading = {
  eyebrow?: string;
  title: string;
  intro?: string;
};

type SectionHeadingProps = Heading & {
  id?: string;
  onDark?: boolean;
  align?: "center" | "left";
};

const accent = (onDark?: boolean) => (onDark ? "text-accent-300" : "text-accent-700");

/** A section's eyebrow, h2 and introduction: left-aligned beside what it heads, as most stand; centred over a band. */
export function SectionHeading({ id, eyebrow, title, intro, onDark, align = "left" }: SectionHeadingProps) {
  return (
    <div className={cn("mb-12 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className={cn("mb-3 text-sm font-semibold tracking-widest uppercase", accent(onDark))}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn("font-display text-section font-bold", onDark ? "text-white" : "text-navy-900")}>
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lead", onDark ? "text-navy-100" : "text-muted")}>{intro}</p>}
    </div>
  );
}

type HeadedSectionProps = {
  id: string;
  heading: Heading;
  tone?: SectionTone;
  target?: boolean;
  children: ReactNode;
};

/** A section under its own heading: `id` names the heading, the section by it, and with `target` the section too. */
export function HeadedSection({ id, heading, tone, target, children }: HeadedSectionProps) {
  return (
    <Section tone={tone} id={target ? id : undefined} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} {...heading} onDark={tone === "navy"} align="center" />
      {children}
    </Section>
  );
}

type SectionIntroProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  body: ReactNode;
  onDark?: boolean;
  icon?: ReactNode;
};

/** An eyebrow, an h2 and a paragraph, left-aligned beside something else (a picture, a card, a list). */
export function SectionIntro({ id, eyebrow, title, body, onDark, icon }: SectionIntroProps) {
  return (
    <>
      <p
        className={cn(
          "mb-3",
          icon !== undefined && "flex items-center gap-2",
          `text-sm font-semibold tracking-widest ${accent(onDark)} uppercase`,
        )}
      >
        {icon}
        {eyebrow}
      </p>
      <h2 id={id} className={cn("font-display text-section font-bold", !onDark && "text-navy-900")}>
        {title}
      </h2>
      <p className={cn("mt-5 text-lead", onDark ? "text-navy-100" : "text-muted")}>{body}</p>
    </>
  );
}
