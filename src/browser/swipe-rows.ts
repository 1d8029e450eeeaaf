/** The swipe rows (components/feature-grid.tsx) stay tab stops only while they scroll: Tab passes the wide grid by. */
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
