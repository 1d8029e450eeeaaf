/**
 * The "Ready to launch?" page's list, fetched again while the page is seen, so a save shows by itself: as often as the
 * page's `data-refresh-seconds` says (ready-to-launch.astro).
 */
import "./without-error-overlay.ts";

const list = () => document.getElementById("launch-list");

async function refresh() {
  if (document.visibilityState !== "visible") return;
  try {
    const response = await fetch(location.href, { cache: "no-store" });
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("launch-list");
    const shown = list();
    if (fresh && shown && fresh.innerHTML !== shown.innerHTML) shown.innerHTML = fresh.innerHTML;
  } catch {
    // The server is restarting or out of reach; the next round will tell.
  }
}

setInterval(refresh, Number(list()?.dataset.refreshSeconds ?? 2) * 1000);
