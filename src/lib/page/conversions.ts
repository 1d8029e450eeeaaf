/**
 * The conversions a page reports, and how an island reports one: it dispatches an
 * "island-conversion" event on window and the page script (src/browser/) pushes it to the data
 * layer (listenForIslandConversions). Islands share no module with the page script, so that
 * script is one file, fetched with no import after it.
 */
export type ConversionEventName =
  /** A tel: link was clicked. */
  | "phone_click"
  /** A mailto: link was clicked. */
  | "email_click"
  /** An sms: link (Text us) was clicked. */
  | "text_click"
  /** The link to the owner's scheduler, to book an estimate visit or video survey, was clicked. */
  | "booking_click"
  /** The link to the owner's video survey service was clicked. */
  | "video_survey_click"
  /** A quote link or button (data-quote) was clicked. */
  | "quote_click"
  /** The quote popup opened (window.showQuoteForm). */
  | "quote_popup_open"
  /** The quote page was shown; the page pushes this itself. */
  | "quote_page_view"
  /** The provider's form told us, by postMessage, that it collected a lead. */
  | "lead_collected"
  /** A visitor began answering the moving cost estimator. */
  | "estimate_started"
  /** The estimator showed a visitor a range for their answers (with home_size and range). */
  | "estimate_completed";

export type IslandConversion = {
  event: ConversionEventName;
  control: string;
  details?: Record<string, string>;
};

declare global {
  interface WindowEventMap {
    "island-conversion": CustomEvent<IslandConversion>;
  }
}

export function reportConversion(conversion: IslandConversion): void {
  window.dispatchEvent(new CustomEvent("island-conversion", { detail: conversion }));
}
