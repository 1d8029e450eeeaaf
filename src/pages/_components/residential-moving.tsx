/** The residential moving page's sections, in page order; src/pages/residential-moving-atlanta.astro places them. */
import type { CollectionEntry } from "astro:content";
import { Wrench } from "lucide-react";
import { CheckList } from "../../components/check-list";
import { EstimatorTeaser } from "../../components/estimator-teaser";
import { FeatureGrid } from "../../components/feature-grid";
import { iconFor } from "../../components/icon";
import { ProcessSteps } from "../../components/process-steps";
import { StatsStrip } from "../../components/stats-strip";
import { ButtonLink } from "../../components/ui/button";
import { Section, SectionHeading } from "../../components/ui/section";

type Page = CollectionEntry<"residentialMovingPage">["data"];

export function Challenges({ challenges }: { challenges: Page["challenges"] }) {
  return (
    <Section labelledBy="residential-challenges-heading">
      <SectionHeading id="residential-challenges-heading" {...challenges.heading} />
      <FeatureGrid
        features={challenges.items.map((item) => ({ ...item, icon: iconFor(item.icon) }))}
        footer={(feature) => (
          <div className="mt-6 rounded-xl bg-cream p-5">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-accent-700 uppercase">
              <Wrench aria-hidden="true" className="size-4" />
              How we solve it
            </p>
            <p className="mt-2 leading-relaxed text-ink">{feature.solution}</p>
          </div>
        )}
      />
    </Section>
  );
}

export function Services({ services, packingPath }: { services: Page["services"]; packingPath: string }) {
  return (
    <Section tone="cream" labelledBy="residential-services-heading">
      <SectionHeading id="residential-services-heading" {...services.heading} />
      <FeatureGrid features={services.items.map((item) => ({ ...item, icon: iconFor(item.icon) }))} />
      <div className="mt-10 text-center">
        <ButtonLink href={packingPath} variant="outline">
          Compare packing prices
        </ButtonLink>
      </div>
    </Section>
  );
}

export function WhyChooseUs({ whyUs }: { whyUs: Page["whyUs"] }) {
  return (
    <Section tone="navy" labelledBy="residential-why-heading">
      <div className="grid lg:grid-cols-2 lg:gap-16">
        <SectionHeading id="residential-why-heading" {...whyUs.heading} onDark align="left" />
        <div className="rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-9">
          <CheckList items={whyUs.points} onDark />
        </div>
      </div>
      <div className="mt-12">
        <StatsStrip stats={whyUs.stats} />
      </div>
    </Section>
  );
}

export function Process({ process }: { process: Page["process"] }) {
  return (
    <Section labelledBy="residential-process-heading">
      <SectionHeading id="residential-process-heading" {...process.heading} />
      <ProcessSteps steps={process.steps} />
      <div className="mx-auto mt-12 max-w-2xl">
        <EstimatorTeaser control="residential-estimator" />
      </div>
    </Section>
  );
}
