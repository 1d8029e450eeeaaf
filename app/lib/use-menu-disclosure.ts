import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state for a header menu, shared by the desktop dropdowns and the phone menu.
 *
 * - Moving to another page closes it (adjusted during render, not in an effect, so the
 *   hydration below is not undone by an effect that runs after it).
 * - Before React runs, a menu is a <details> element (detailsRef); once React runs, a
 *   button (buttonRef). React starts on the visitor's first interaction (start-app.ts),
 *   often the very tap that opened a menu, so a menu open at that moment stays open, and
 *   keeps keyboard focus on its toggle.
 */
export function useMenuDisclosure(hydrated: boolean) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const toggle = () => setOpen((wasOpen) => !wasOpen);

  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButtonWhenHydrated = useRef(false);
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (details.open) setOpen(true);
    focusButtonWhenHydrated.current = details.contains(document.activeElement);
    // Once: only the render React hydrates has the <details>.
  }, []);
  useLayoutEffect(() => {
    if (!hydrated || !focusButtonWhenHydrated.current) return;
    focusButtonWhenHydrated.current = false;
    buttonRef.current?.focus();
  }, [hydrated]);

  return { open, setOpen, toggle, detailsRef, buttonRef };
}
