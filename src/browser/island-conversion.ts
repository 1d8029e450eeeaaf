/**
 * How an island reports a conversion: it dispatches an "island-conversion" event on window and
 * the page script pushes it to the data layer (listenForIslandConversions). Islands share no
 * module with the page script, so that script is one file, fetched with no import after it.
 */
import type { ConversionEventName } from "./data-layer";

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
