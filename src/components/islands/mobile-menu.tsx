import { useEffect, useId, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { useMenuDisclosure } from "../../lib/use-menu-disclosure";
import { IslandBoundary } from "./island-boundary";

const toggleClasses =
  "inline-flex size-12 cursor-pointer list-none items-center justify-center rounded-full text-navy-900 hover:bg-navy-50";

/**
 * The menu's content (components/mobile-menu-panel.tsx) and the toggle's two icons: static HTML
 * handed in by the layout, so no icon code ships to the browser.
 */
type MobileMenuProps = { children: ReactNode; openIcon?: ReactNode; closeIcon?: ReactNode };

/**
 * The phone menu. A real button with aria-expanded once the island runs; before that (or
 * with JavaScript off) a <details> element, so every page stays reachable.
 */
function Disclosure({ children, openIcon, closeIcon }: MobileMenuProps) {
  const hydrated = useHydrated();
  const { open, setOpen, toggle, detailsRef, buttonRef } = useMenuDisclosure(hydrated);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="lg:hidden">
        <summary className={toggleClasses} aria-label="Menu">
          {openIcon}
        </summary>
        <div className="absolute inset-x-0 top-full">{children}</div>
      </details>
    );
  }

  // Following a link closes the menu, so a page restored from the back-forward cache shows it closed.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={toggleClasses}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={toggle}
      >
        {open ? closeIcon : openIcon}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto"
        onClick={closeOnLink}
      >
        {children}
      </div>
    </div>
  );
}

export function MobileMenu(props: MobileMenuProps) {
  return (
    <IslandBoundary>
      <Disclosure {...props} />
    </IslandBoundary>
  );
}
