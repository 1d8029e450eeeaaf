import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

/** A text link with an arrow after its words ("All moving guides →"); `className` styles it where it stands. */
export function ArrowLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
