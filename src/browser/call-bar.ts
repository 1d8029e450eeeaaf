/**
 * The phone call bar (components/sticky-call-bar.tsx) stays out of the way while the hero's
 * own call and quote buttons are on screen, and slides in once they have scrolled away, so it
 * never covers them (WCAG 2.2, 2.4.11). It shows at once on a page without hero buttons.
 * The bar follows html[data-call-bar="shown"] (app.css); without JavaScript it stays hidden and
 * the header's call button does its job.
 */
export function showCallBarAfterHero(): void {
  const root = document.documentElement;
  const heroActions = document.querySelector("[data-hero-actions]");
  if (!heroActions) {
    root.dataset.callBar = "shown";
    return;
  }
  new IntersectionObserver(([entry]) => {
    if (!entry) return;
    const scrolledPast = !entry.isIntersecting && entry.boundingClientRect.bottom < 0;
    root.dataset.callBar = scrolledPast ? "shown" : "hidden";
  }).observe(heroActions);
}
