import { Star } from "lucide-react";

export function StarRating({ stars, className = "" }: { stars: number; className?: string }) {
  return (
    <p className={`flex gap-0.5 text-accent-500 ${className}`}>
      <span className="sr-only">Rated {stars} out of 5 stars</span>
      {Array.from({ length: stars }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}
