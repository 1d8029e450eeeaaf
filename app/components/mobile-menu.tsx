import { Menu, X } from "lucide-react";
import { useEffect, useId, type ReactNode } from "react";
import { Link } from "react-router";
import { locationsMenu, servicesMenu, type NavLink } from "../config/navigation";
import { useHydrated } from "../lib/use-hydrated";
import { useMenuDisclosure } from "../lib/use-menu-disclosure";
import { CallLink } from "./call-link";
import { QuoteLink } from "./quote-link";

const toggleClasses =
  "inline-flex size-12 cursor-pointer list-none items-center justify-center rounded-full text-navy-900 hover:bg-navy-50";
const linkClasses = "block rounded-lg px-3 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50";
const subLinkClasses = "block rounded-lg px-3 py-2.5 text-base text-navy-800 hover:bg-navy-50";

function LinkGroup({ title, links, onNavigate }: { title: string; links: NavLink[]; onNavigate?: () => void }) {
  return (
    <li>
      <p className="px-3 pt-4 pb-1 text-sm font-semibold tracking-widest text-muted uppercase">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={subLinkClasses} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuPanel({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-navy-100 bg-white px-5 pt-2 pb-6 shadow-card">
      <ul>
        <li>
          <Link to="/" className={linkClasses} onClick={onNavigate}>
            Home
          </Link>
        </li>
        <LinkGroup title={servicesMenu.label} links={servicesMenu.links} onNavigate={onNavigate} />
        <LinkGroup title={locationsMenu.label} links={locationsMenu.links} onNavigate={onNavigate} />
        <li className="mt-2">
          <Link to="/about" className={linkClasses} onClick={onNavigate}>
            About
          </Link>
        </li>
        <li>
          <Link to="/contact" className={linkClasses} onClick={onNavigate}>
            Contact
          </Link>
        </li>
      </ul>
      <div className="mt-4 grid gap-3">
        <CallLink control="mobile-menu-call" />
        <QuoteLink control="mobile-menu-quote" />
      </div>
    </nav>
  );
}

function ToggleIcon({ open }: { open: boolean }): ReactNode {
  return open ? <X aria-hidden="true" className="size-7" /> : <Menu aria-hidden="true" className="size-7" />;
}

/**
 * The phone menu. A real button with aria-expanded once React runs; before that (or
 * with JavaScript off) a <details> element, so every page stays reachable.
 */
export function MobileMenu() {
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
      <details ref={detailsRef} className="group lg:hidden">
        <summary className={toggleClasses} aria-label="Menu">
          <Menu aria-hidden="true" className="size-7" />
        </summary>
        <div className="absolute inset-x-0 top-full">
          <MenuPanel />
        </div>
      </details>
    );
  }

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
        <ToggleIcon open={open} />
      </button>
      <div hidden={!open} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto">
        <MenuPanel id={panelId} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
