import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { NavMenu } from "../config/navigation";
import { useHydrated } from "../lib/use-hydrated";
import { useMenuDisclosure } from "../lib/use-menu-disclosure";

const panelClasses = "min-w-64 rounded-card bg-white p-2 shadow-card ring-1 ring-navy-900/10";
const linkClasses = "block rounded-lg px-4 py-3 font-medium text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50";
const triggerClasses =
  "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-semibold text-navy-900 hover:text-navy-600";

function MenuLinks({ menu, onNavigate }: { menu: NavMenu; onNavigate?: () => void }) {
  return (
    <ul className={panelClasses}>
      {menu.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} prefetch="intent" className={linkClasses} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A desktop dropdown following the disclosure pattern: a button with aria-expanded
 * that opens on click, tap, Enter or hover, and closes on Escape (focus back on the
 * button), on leaving, on outside clicks and on navigation. Before JavaScript runs it
 * is a <details> element, so the links are reachable without it.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const hydrated = useHydrated();
  const { open, setOpen, toggle, detailsRef, buttonRef } = useMenuDisclosure(hydrated);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLLIElement>(null);
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
      <li className="relative">
        <details ref={detailsRef} className="group">
          <summary className={triggerClasses}>
            {menu.label}
            <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
          </summary>
          <div className="absolute top-full left-0 z-50 pt-2">
            <MenuLinks menu={menu} />
          </div>
        </details>
      </li>
    );
  }

  return (
    <li
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
        {menu.label}
        <ChevronDown aria-hidden="true" className={open ? "size-4 rotate-180" : "size-4"} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <MenuLinks menu={menu} onNavigate={() => setOpen(false)} />
      </div>
    </li>
  );
}
