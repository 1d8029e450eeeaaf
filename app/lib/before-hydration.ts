/**
 * The inline script at the top of every page, the only JavaScript a page runs before the
 * visitor interacts with it (root.tsx; bundled by the inline-script plugin in vite.config.ts).
 * It counts conversions from the first tap, loads the quote form when it comes into view
 * (quote-frames.ts), and starts the app on the first interaction (start-app.ts). Keep it small: every page
 * carries it in its HTML.
 */
import { listenForConversionClicks, listenForLeadMessages } from "./conversion-events";
import { loadQuoteFramesInView } from "./quote-frames";
import { replayEarlyButtonClicks, startAppOnFirstInteraction } from "./start-app";

const providerOrigin = document.currentScript?.dataset.providerOrigin;

listenForConversionClicks();
if (providerOrigin) listenForLeadMessages(providerOrigin);
startAppOnFirstInteraction();
replayEarlyButtonClicks();
document.addEventListener("DOMContentLoaded", loadQuoteFramesInView, { once: true });
