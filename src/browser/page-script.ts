/**
 * The script every page runs as it loads (src/layouts/site-layout.astro). Small and without
 * React. It counts conversions from the first tap, registers window.showQuoteForm, loads the
 * quote forms as they come into view, pushes the page's own conversion event (if any), brings
 * in the phone call bar once the hero's buttons have scrolled away, and opens the answer a
 * #link points to.
 */
import { showCallBarAfterHero } from "./call-bar";
import { listenForConversionClicks, listenForLeadMessages, pushPageEvent } from "./conversion-events";
import { openTargetAnswer } from "./open-target-answer";
import { loadQuoteFrames } from "./quote-frames";
import { registerShowQuoteForm } from "./quote-popup-launcher";

const providerOrigin = document.documentElement.dataset.providerOrigin;

listenForConversionClicks();
if (providerOrigin) listenForLeadMessages(providerOrigin);
registerShowQuoteForm();
pushPageEvent();
loadQuoteFrames();
showCallBarAfterHero();
openTargetAnswer();
