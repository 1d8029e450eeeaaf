/**
 * The script every page runs as it loads (src/layouts/site-layout.astro). Small and without
 * React. It counts conversions from the first tap (islands' included), registers
 * window.showQuoteForm, announces when the page has settled, loads the quote forms as they come
 * into view (and the provider's embed script on the quote page), pushes the page's own
 * conversion event (if any), brings in the phone call bar once the hero's buttons have scrolled
 * away, opens the answer a #link points to, and fetches the site's fonts for the next page when
 * this one went without them.
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
import { prefetchDeferredFonts } from "./prefetch-deferred-fonts";
import { loadProviderEmbedScript } from "./provider-embed-script";
import { loadQuoteFrames } from "./quote-frames";
import { registerShowQuoteForm } from "./quote-popup-launcher";

const providerOrigin = document.documentElement.dataset.providerOrigin;

listenForConversionClicks();
listenForIslandConversions();
announcePageSettled();
if (providerOrigin) listenForLeadMessages(providerOrigin);
registerShowQuoteForm();
pushPageEvent();
loadQuoteFrames();
loadProviderEmbedScript();
showCallBarAfterHero();
openTargetAnswer();
prefetchDeferredFonts();
