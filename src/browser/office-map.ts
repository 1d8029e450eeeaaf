/** The office map's Show map button (components/office-map.tsx) swaps the facade for the live map, focused. */
export function enhanceOfficeMaps() {
  for (const map of document.querySelectorAll<HTMLElement>("[data-office-map]")) {
    const button = map.querySelector<HTMLButtonElement>("[data-show-map]");
    const template = map.querySelector("template");
    if (!button || !template) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      map.replaceChildren(template.content.cloneNode(true));
      map.querySelector("iframe")?.focus();
    });
  }
}
