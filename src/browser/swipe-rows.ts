/**
 * The swipe rows (components/feature-grid.tsx) are built as tab stops, so a keyboard can scroll
 * them on a phone even without JavaScript. Here each one stays a tab stop only while it
 * actually scrolls: on wider screens, where it is a grid, Tab passes it by.
 */
export function focusSwipeRowsWhileTheyScroll() {
  const rows = document.querySelectorAll<HTMLElement>("[data-swipe-row]");
  if (rows.length === 0 || typeof ResizeObserver === "undefined") return;
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      if (target.scrollWidth > target.clientWidth) target.setAttribute("tabindex", "0");
      else target.removeAttribute("tabindex");
    }
  });
  for (const row of rows) observer.observe(row);
}
