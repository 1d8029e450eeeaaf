/**
 * A link to one answer of a question list (#quote-cost) opens it. Chromium reveals the closed
 * <details> around a fragment's target by itself; this does it for browsers that do not.
 */
export function openTargetAnswer(): void {
  const open = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const details = target?.closest("details");
    if (!target || !details || details.open) return;
    details.open = true;
    target.scrollIntoView();
  };
  open();
  window.addEventListener("hashchange", open);
}
