/**
 * The app (React, React Router and the site's code, about 130 KB) starts on the visitor's
 * first interaction, not on load. Every page is complete, pre-rendered HTML that works
 * without JavaScript, so on a phone the HTML, CSS and hero image get the connection to
 * themselves, and a visitor who only reads and calls downloads no JavaScript at all.
 * See docs/decisions/005-start-the-app-on-first-interaction.md.
 *
 * postbuild.ts (scripts/lib/defer-app-start.ts) gives React Router's module script a
 * type browsers do not run and drops its module preloads; startApp() restores both.
 * Bundled into the inline script every page starts with: no React, no site config here.
 */

/** The type postbuild gives React Router's module script, so that it waits. */
export const waitingModuleType = "text/x-module-on-interaction";
/** Where postbuild keeps the module preload URLs it took out of the <head>. */
export const modulePreloadsAttribute = "data-modulepreload";
/** Set on <html> once React has hydrated the page (markHydrated, in root.tsx). */
export const hydratedAttribute = "data-hydrated";
const hydratedEvent = "app:hydrated";

/**
 * The first signs of a visitor: a pointer or finger on the page (also hover, which is when
 * links prefetch and menus open), a key, a scroll, focus, or a tap into the quote form's
 * frame (which blurs our window).
 */
const firstInteractions = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin", "blur"];
const listenerOptions = { capture: true, passive: true } as const;

export function appHasHydrated(): boolean {
  return document.documentElement.hasAttribute(hydratedAttribute);
}

/** Runs the waiting module script, with its module preloads so its imports load in parallel. */
export function startApp(): void {
  for (const type of firstInteractions) window.removeEventListener(type, startApp, listenerOptions);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", startApp, { once: true });
    return;
  }
  for (const waiting of document.querySelectorAll<HTMLScriptElement>(`script[type="${waitingModuleType}"]`)) {
    for (const href of waiting.getAttribute(modulePreloadsAttribute)?.split(" ").filter(Boolean) ?? []) {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = href;
      document.head.append(preload);
    }
    const module = document.createElement("script");
    module.type = "module";
    module.textContent = waiting.textContent;
    waiting.replaceWith(module);
  }
}

export function startAppOnFirstInteraction(): void {
  for (const type of firstInteractions) window.addEventListener(type, startApp, listenerOptions);
}

/**
 * A <button> clicked while the app was still loading did nothing (its handler is React's):
 * click it again once React runs, so "Show map" works on the first tap. Links, the menus'
 * <details> and forms work without the app and are left alone.
 */
export function replayEarlyButtonClicks(): void {
  let pending: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    if (appHasHydrated() || !(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    if (button?.type === "button") pending = button;
  };
  document.addEventListener("click", remember, true);
  window.addEventListener(hydratedEvent, () => {
    document.removeEventListener("click", remember, true);
    if (pending?.isConnected) pending.click();
    pending = null;
  });
}

/** Called by the root route once React has hydrated the page. */
export function markHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, "");
  window.dispatchEvent(new Event(hydratedEvent));
}
