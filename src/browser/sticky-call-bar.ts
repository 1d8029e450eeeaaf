/** The phone call bar (components/sticky-call-bar.tsx) shows once the hero's buttons scroll away (WCAG 2.4.11). */
export function showCallBarAfterHero() {
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
