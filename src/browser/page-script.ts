/** The small script every page runs as it loads (src/layouts/site-layout.astro), without React. */
import { showCallBarAfterHero } from "./call-bar";
import {
  listenForConversionClicks,
  listenForIslandConversions,
  listenForLeadMessages,
  pushPageEvent,
} from "./conversion-events";
import { showOpenStatus } from "./open-status";
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
showOpenStatus();
openTargetAnswer();
focusSwipeRowsWhileTheyScroll();
