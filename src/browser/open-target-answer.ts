/** A link to an answer (#quote-cost) opens its <details>, where the browser does not itself. */
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
