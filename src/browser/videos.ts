/** The home page's clips (components/videos.tsx): the hero's loop starts when idle; Play and Pause follow each. */

/** Wires a clip's buttons, shown once `ready` says so (the hero's wait until it can play through). */
function enhanceVideo(container: Element, ready = () => true) {
  const video = container.querySelector("video");
  const play = container.querySelector<HTMLButtonElement>("[data-video-play]");
  const pause = container.querySelector<HTMLButtonElement>("[data-video-pause]");
  if (!video || !play || !pause) return;
  const sync = () => {
    play.hidden = !ready() || !video.paused;
    pause.hidden = !ready() || video.paused;
  };
  play.addEventListener("click", () => {
    void video.play();
    // The focused button is about to hide: its twin takes focus, so the keyboard stays on the control.
    video.addEventListener("play", () => pause.focus({ preventScroll: true }), { once: true });
  });
  pause.addEventListener("click", () => {
    video.pause();
    play.focus({ preventScroll: true });
  });
  video.addEventListener("play", () => container.querySelector("[data-video-still]")?.setAttribute("hidden", ""));
  video.addEventListener("play", sync);
  video.addEventListener("pause", sync);
  return sync;
}

export function enhanceVideos() {
  for (const container of document.querySelectorAll("figure[data-video]")) enhanceVideo(container)?.();
  const hero = document.querySelector<HTMLTemplateElement>("template[data-hero-video]");
  // Motion and data are the visitor's to spend: no video under reduced motion or Save-Data.
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!hero || saveData || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  // After the page's own load, when the browser is idle: the clip never competes with the page.
  const start = () => {
    const clip = hero.content.firstElementChild?.cloneNode(true) as Element | undefined;
    const video = clip?.querySelector("video");
    if (!clip || !video) return;
    const sync = enhanceVideo(clip, () => video.dataset.ready !== undefined);
    const markReady = () => {
      video.dataset.ready = "";
      sync?.();
    };
    video.addEventListener("canplaythrough", markReady, { once: true });
    hero.replaceWith(clip);
    // Muted, so browsers let it start without a gesture; a refusal just leaves the still.
    video.play().catch(() => undefined);
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 2000);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
