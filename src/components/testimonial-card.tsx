import type { z } from "astro/zod";
import { Star } from "lucide-react";
import { cn } from "../lib/page/cn";
import { formatDay } from "../lib/page/dates";
import { reviewSources, testimonial } from "../schemas/sections";

/** What a testimonial card shows: src/schemas/sections.ts's testimonial, less the owner's confirmation. */
export type Testimonial = Omit<z.output<ReturnType<typeof testimonial>>, "confirmed">;

/** One customer's words: a figure with a blockquote, so screen readers hear who said it. */
export function TestimonialCard({ testimonial, large }: { testimonial: Testimonial; large?: boolean }) {
  const { source, date } = testimonial;
  const given = [source !== "none" && reviewSources[source], date && formatDay(date, "month", "UTC")].filter(Boolean);
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-navy-900/5",
        large && "sm:p-10",
      )}
    >
      <p className="flex gap-0.5 text-accent-500">
        <span className="sr-only">Rated {testimonial.stars} out of 5 stars</span>
        {Array.from({ length: testimonial.stars }, (_, index) => (
          <Star key={index} className="size-5 fill-current" />
        ))}
      </p>
      <blockquote className={cn("mt-4 flex-1 leading-relaxed text-ink", large ? "text-lead" : "text-base")}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-navy-100 pt-4">
        <span className="block font-semibold text-navy-900">{testimonial.name}</span>
        <span className="text-sm text-muted">{testimonial.descriptor}</span>
        {given.length > 0 && <span className="block text-sm text-muted">{given.join(" · ")}</span>}
      </figcaption>
    </figure>
  );
}
