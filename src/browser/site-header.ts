/** The header's <details> menus: Escape, a press outside, a link or tabbing out closes one; hovering opens one. */
const menus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-header-menu]");

function followHover(menu: HTMLDetailsElement) {
  // Opened by a hovering mouse: a click on its toggle then keeps it open rather than closing it.
  let openedByHover = false;
  menu.addEventListener("pointerenter", (event) => {
    if (event.pointerType === "mouse" && !menu.open) openedByHover = menu.open = true;
  });
  menu.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse") openedByHover = menu.open = false;
  });
  menu.querySelector("summary")?.addEventListener("click", (event) => {
    if (openedByHover) event.preventDefault();
    openedByHover = false;
  });
  menu.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node) || !menu.contains(event.relatedTarget)) menu.open = false;
  });
}

export function enhanceHeaderMenus() {
  for (const menu of menus()) {
    menu.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) menu.open = false;
    });
    if (menu.dataset.headerMenu === "dropdown") followHover(menu);
  }
  document.addEventListener("keydown", (event) => {
    const menu = [...menus()].find((menu) => menu.open);
    if (event.key !== "Escape" || !menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  // A press outside closes the open menus: listened for only while one is open, so no other press runs it.
  const closeOnPressOutside = (event: PointerEvent) => {
    for (const menu of menus()) if (!menu.contains(event.target as Node)) menu.open = false;
  };
  const listenWhileOpen = () => {
    if ([...menus()].some((each) => each.open)) document.addEventListener("pointerdown", closeOnPressOutside);
    else document.removeEventListener("pointerdown", closeOnPressOutside);
  };
  for (const menu of menus()) menu.addEventListener("toggle", listenWhileOpen);
  // A menu opened by a tap before this script ran.
  listenWhileOpen();
  // A page restored from the back-forward cache shows its menus closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const menu of menus()) menu.open = false;
  });
}
