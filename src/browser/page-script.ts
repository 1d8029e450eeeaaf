/**
 * The small script every page runs as it loads (src/layouts/site-layout.astro), without React: it only
 * lists the behaviours, each in the file named like the component it serves.
 */
import { listenForConversions, pushPageEvent } from "./conversion-events";
import { focusScrollingSwipeRows } from "./feature-grid";
import { openLinkedAnswers } from "./faq-list";
import { enhanceOfficeMaps } from "./office-map";
import { showOpenStatus } from "./open-status";
import { announcePageSettled } from "./page-settled";
import { loadProviderEmbedScript, loadQuoteFrames } from "./quote-embed";
import { registerShowQuoteForm } from "./quote-popup";
import { enablePrintButtons } from "./review-links";
import { enhanceHeaderMenus } from "./site-header";
import { drawDeferredSections } from "./site-layout";
import { showCallBarAfterHero } from "./sticky-call-bar";

listenForConversions(document.documentElement.dataset.providerOrigin);
announcePageSettled();
registerShowQuoteForm();
enhanceHeaderMenus();
pushPageEvent();
loadQuoteFrames();
showCallBarAfterHero();
enhanceOfficeMaps();
loadProviderEmbedScript();
drawDeferredSections();
showOpenStatus();
openLinkedAnswers();
focusScrollingSwipeRows();
enablePrintButtons();
