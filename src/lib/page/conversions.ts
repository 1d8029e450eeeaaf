/** The conversions a page reports. An island dispatches "island-conversion" on window; the page script pushes it. */
export type ConversionEventName =
  | "phone_click" // a tel: link
  | "email_click" // a mailto: link
  | "text_click" // an sms: link (Text us)
  | "booking_click" // the owner's scheduler, to book an estimate visit or video survey
  | "video_survey_click" // the owner's video survey service
  | "quote_click" // a quote link or button (data-quote)
  | "quote_popup_open" // the quote popup opened
  | "quote_page_view" // the quote page was shown (the page pushes it itself)
  | "lead_collected" // the provider's form said, by postMessage, that it collected a lead
  | "estimate_started" // a visitor began answering the estimator
  | "estimate_completed"; // the estimator showed a range (with home_size and range)

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

export function reportConversion(conversion: IslandConversion) {
  window.dispatchEvent(new CustomEvent("island-conversion", { detail: conversion }));
}
