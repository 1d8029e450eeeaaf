/** The swipe rows (components/feature-grid.tsx) are tab stops only while they scroll: Tab passes the wide grid by. */
export function focusScrollingSwipeRows(): void {
  const swipeRows = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      if (target.scrollWidth > target.clientWidth) target.setAttribute("tabindex", "0");
      else target.removeAttribute("tabindex");
    }
  });
  for (const row of document.querySelectorAll("[data-swipe-row]")) swipeRows.observe(row);
}
