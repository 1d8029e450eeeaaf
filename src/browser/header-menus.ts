/**
 * The header's <details> menus (components/site-header.tsx): Escape, an outside press, a followed
 * link or tabbing out closes one; a mouse opens a dropdown by hovering; one open at a time where
 * a browser predates the shared `name`.
 */
const menuSelector = "details[data-header-menu]";

function menus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(menuSelector)];
}

/** Opened by a hovering mouse: a click on its toggle then keeps it open rather than closing it. */
const openedByHover = new WeakSet<HTMLDetailsElement>();

function followHover(menu: HTMLDetailsElement) {
  menu.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse" || menu.open) return;
    openedByHover.add(menu);
    menu.open = true;
  });
  menu.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.delete(menu);
    menu.open = false;
  });
  menu.querySelector("summary")?.addEventListener("click", (event) => {
    if (!openedByHover.has(menu)) return;
    openedByHover.delete(menu);
    event.preventDefault();
  });
  menu.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node) || !menu.contains(event.relatedTarget)) menu.open = false;
  });
}

export function enhanceHeaderMenus(): void {
  for (const menu of menus()) {
    menu.addEventListener("toggle", () => {
      if (menu.open) for (const other of menus()) if (other !== menu) other.open = false;
    });
    menu.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) menu.open = false;
    });
    if (menu.dataset.headerMenu === "dropdown") followHover(menu);
  }
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menu = menus().find((menu) => menu.open);
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    for (const menu of menus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  // A page restored from the back-forward cache shows its menus closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const menu of menus()) menu.open = false;
  });
}
