/**
 * The office map's facade (components/office-map.tsx): its Show map button, hidden until this
 * runs, swaps the facade for the live map from the facade's <template>, and moves focus to it.
 */
export function enhanceOfficeMaps(): void {
  for (const map of document.querySelectorAll<HTMLElement>("[data-office-map]")) {
    const button = map.querySelector<HTMLButtonElement>("[data-show-map]");
    const template = map.querySelector("template");
    if (!button || !template) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const live = template.content.cloneNode(true);
      map.replaceChildren(live);
      map.querySelector("iframe")?.focus();
    });
  }
}
