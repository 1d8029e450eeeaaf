import { useLayoutEffect, useRef, useState } from "react";

/**
 * Open/closed state for a header menu, shared by the desktop dropdowns and the phone menu.
 *
 * Before the island hydrates (and with JavaScript off) a menu is a <details> element
 * (detailsRef); once React runs, a button (buttonRef). The island hydrates when the page is
 * idle, so a visitor may already have opened the <details>: that menu stays open, and keeps
 * keyboard focus on its toggle.
 */
export function useMenuDisclosure(hydrated: boolean) {
  const [open, setOpen] = useState(false);
  const toggle = () => setOpen((wasOpen) => !wasOpen);

  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButtonWhenHydrated = useRef(false);
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    // A tap that toggles the <details> after this point, but before React swaps in the button
    // (a frame or two later), still counts: the button takes over the state the tap left.
    const followDetails = () => setOpen(details.open);
    followDetails();
    details.addEventListener("toggle", followDetails);
    focusButtonWhenHydrated.current = details.contains(document.activeElement);
    return () => details.removeEventListener("toggle", followDetails);
    // Once: only the render React hydrates has the <details>.
  }, []);
  useLayoutEffect(() => {
    if (!hydrated || !focusButtonWhenHydrated.current) return;
    focusButtonWhenHydrated.current = false;
    buttonRef.current?.focus();
  }, [hydrated]);

  return { open, setOpen, toggle, detailsRef, buttonRef };
}
