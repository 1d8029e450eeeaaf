/**
 * The script every page runs as it loads (src/layouts/site-layout.astro). Small and without
 * React. It counts conversions from the first tap (the islands' included), registers
 * window.showQuoteForm, announces when the page has settled, loads the quote forms as they come
 * into view (and the provider's embed script on the quote page), pushes the page's own
 * conversion event (if any), brings in the phone call bar once the hero's buttons have scrolled
 * away, opens the answer a #link points to, keeps the swipe rows in the tab order only while they
 * scroll, and enhances the header's menus, the office map's facade and the quote popup.
 */
import { showCallBarAfterHero } from "./call-bar";
import {
  listenForConversionClicks,
  listenForIslandConversions,
  listenForLeadMessages,
  pushPageEvent,
} from "./conversion-events";
import { openTargetAnswer } from "./open-target-answer";
import { announcePageSettled } from "./page-settled";
import { loadProviderEmbedScript } from "./provider-embed-script";
import { loadQuoteFrames } from "./quote-frames";
import { enhanceHeaderMenus } from "./header-menus";
import { enhanceOfficeMaps } from "./office-map";
import { registerShowQuoteForm } from "./quote-popup";
import { focusSwipeRowsWhileTheyScroll } from "./swipe-rows";

const providerOrigin = document.documentElement.dataset.providerOrigin;

listenForConversionClicks();
listenForIslandConversions();
announcePageSettled();
if (providerOrigin) listenForLeadMessages(providerOrigin);
registerShowQuoteForm();
enhanceHeaderMenus();
enhanceOfficeMaps();
pushPageEvent();
loadQuoteFrames();
loadProviderEmbedScript();
showCallBarAfterHero();
openTargetAnswer();
focusSwipeRowsWhileTheyScroll();
