/**
 * The "Ready to launch?" page's list, fetched again every two seconds while the page is seen, so a save shows at once.
 */
import "./without-error-overlay.ts";

async function refresh() {
  if (document.visibilityState !== "visible") return;
  try {
    const response = await fetch(location.href, { cache: "no-store" });
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("launch-list");
    const list = document.getElementById("launch-list");
    if (fresh && list && fresh.innerHTML !== list.innerHTML) list.innerHTML = fresh.innerHTML;
  } catch {
    // The dev server is restarting; the next round will tell.
  }
}

setInterval(refresh, 2000);
