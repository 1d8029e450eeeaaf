/**
 * The swipe rows (components/feature-grid.tsx) take focus only while they scroll, as a region named after their
 * section's heading, so a keyboard can scroll them; otherwise Tab passes the grid by and it is no landmark.
 */
export function focusScrollingSwipeRows() {
  const swipeRows = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const heading = document.getElementById(
        target.closest("section[aria-labelledby]")?.getAttribute("aria-labelledby") ?? "",
      );
      if (target.scrollWidth > target.clientWidth && heading) {
        target.setAttribute("tabindex", "0");
        target.setAttribute("role", "region");
        // Not the section's own name: two regions of one name are one landmark too many (axe landmark-unique).
        target.setAttribute("aria-label", `${heading.textContent}, scrolls sideways`);
      } else for (const name of ["tabindex", "role", "aria-label"]) target.removeAttribute(name);
    }
  });
  for (const row of document.querySelectorAll("[data-swipe-row]")) swipeRows.observe(row);
}
