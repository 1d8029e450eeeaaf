/** The review card's Print button (components/review-links.tsx): the print stylesheet leaves only the card. */
export function enablePrintButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-print-card]"))
    button.addEventListener("click", () => window.print());
}
