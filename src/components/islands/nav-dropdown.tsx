import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { useMenuDisclosure } from "../../lib/use-menu-disclosure";
import { IslandBoundary } from "./island-boundary";

const triggerClasses =
  "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-semibold text-navy-900 hover:text-navy-600";

type NavDropdownProps = {
  label: string;
  /** The menu's links (components/nav-menu-links.tsx) and the trigger's chevron: static HTML handed in by the layout. */
  children: ReactNode;
  chevron?: ReactNode;
};

/** Following a link inside the panel closes the menu (the page it opens may come from the back-forward cache). */
function closeOnLink(close: () => void) {
  return (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  };
}

/**
 * A desktop dropdown following the disclosure pattern: a button with aria-expanded that
 * opens on click, tap, Enter or hover, and closes on Escape (focus back on the button), on
 * leaving, on outside clicks and on following a link. Until the island hydrates (and
 * without JavaScript) it is a <details> element, so the links are reachable without it.
 */
function Dropdown({ label, children, chevron }: NavDropdownProps) {
  const hydrated = useHydrated();
  const { open, setOpen, toggle, detailsRef, buttonRef } = useMenuDisclosure(hydrated);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="group relative">
        <summary className={triggerClasses}>
          {label}
          <span className="inline-flex group-open:rotate-180">{chevron}</span>
        </summary>
        <div className="absolute top-full left-0 z-50 pt-2">{children}</div>
      </details>
    );
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={triggerClasses}
        onClick={() => {
          // A mouse that hovered the menu open should not close it again by clicking.
          // Read a ref, not state: hover and click can land in the same frame.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else toggle();
        }}
      >
        {label}
        <span className={open ? "inline-flex rotate-180" : "inline-flex"}>{chevron}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 pt-2"
        onClick={closeOnLink(() => setOpen(false))}
      >
        {children}
      </div>
    </div>
  );
}

export function NavDropdown(props: NavDropdownProps) {
  return (
    <IslandBoundary>
      <Dropdown {...props} />
    </IslandBoundary>
  );
}
