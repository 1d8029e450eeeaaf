/** The small script every page runs as it loads (src/layouts/site-layout.astro), without React. */
import { openStatus, type HoursRow } from "../lib/page/open-status";
import { showCallBarAfterHero } from "./call-bar";
import { listenForConversions, pushPageEvent } from "./conversion-events";
import { enhanceHeaderMenus } from "./header-menus";
import { announcePageSettled, onPageSettled } from "./page-settled";
import { loadQuoteFrames } from "./quote-frames";
import { registerShowQuoteForm } from "./quote-popup";

listenForConversions(document.documentElement.dataset.providerOrigin);
announcePageSettled();
registerShowQuoteForm();
enhanceHeaderMenus();
pushPageEvent();
loadQuoteFrames();
showCallBarAfterHero();

// The office map's Show map button (components/office-map.tsx) swaps the facade for the live map, focused.
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

// The quote page's form-embed script (spec, section 4), added once the page has settled, so it never delays it.
const embedScript = document.querySelector<HTMLElement>("[data-provider-embed-script]")?.dataset.providerEmbedScript;
if (embedScript)
  onPageSettled(() =>
    document.body.append(Object.assign(document.createElement("script"), { src: embedScript, async: true })),
  );

// The sections app.css lays out only as they near the screen are drawn once the page has settled, one
// in each idle moment: the page then has its true length, for the scrollbar, a fling and an anchor.
onPageSettled(() => {
  const sections = [...document.querySelectorAll<HTMLElement>("main > *")];
  const drawNext = (): unknown => {
    const section = sections.shift();
    if (!section) return;
    if (getComputedStyle(section).contentVisibility === "auto") section.style.contentVisibility = "visible";
    return "requestIdleCallback" in window ? requestIdleCallback(drawNext) : setTimeout(drawNext, 50);
  };
  drawNext();
});

// Whether the office is open now, from the hours each element carries (components/open-status.tsx);
// without JavaScript it keeps what the build wrote: the hours, or nothing.
for (const element of document.querySelectorAll<HTMLElement>("[data-open-status]")) {
  const status = openStatus(JSON.parse(element.dataset.openStatus!) as HoursRow[], new Date());
  if (!status) continue;
  element.textContent = status;
  element.classList.remove("invisible");
}

// A link to an answer (#quote-cost) opens its <details>, where the browser does not itself.
function openTargetAnswer() {
  // The id as written (answers' ids need no escapes): decoding a malformed escape would throw.
  const target = document.getElementById(location.hash.slice(1));
  const details = target?.closest("details");
  if (!details || details.open) return;
  details.open = true;
  target?.scrollIntoView();
}
openTargetAnswer();
window.addEventListener("hashchange", openTargetAnswer);

// The swipe rows (components/feature-grid.tsx) are tab stops only while they scroll: Tab passes the wide grid by.
const swipeRows = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    if (target.scrollWidth > target.clientWidth) target.setAttribute("tabindex", "0");
    else target.removeAttribute("tabindex");
  }
});
for (const row of document.querySelectorAll("[data-swipe-row]")) swipeRows.observe(row);
