/** The home page's clips (components/videos.tsx): the hero's loop starts when idle; Play and Pause follow each. */
type NetworkInformation = { saveData?: boolean };

/** Motion and data are the visitor's to spend: no video under reduced motion or Save-Data. */
function visitorAcceptsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches && connection?.saveData !== true;
}

/** Wires a clip's buttons; `shown` says whether they may show yet (the hero's wait for its fade-in). */
function enhanceVideo(container: Element, shown: () => boolean) {
  const video = container.querySelector("video");
  const play = container.querySelector<HTMLButtonElement>("[data-video-play]");
  const pause = container.querySelector<HTMLButtonElement>("[data-video-pause]");
  if (!video || !play || !pause) return;
  const sync = () => {
    const ready = shown();
    play.hidden = !ready || !video.paused;
    pause.hidden = !ready || video.paused;
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

function startHeroVideo(template: HTMLTemplateElement) {
  const clip = template.content.firstElementChild?.cloneNode(true);
  if (!(clip instanceof Element)) return;
  const video = clip.querySelector("video");
  if (!video) return;
  let ready = false;
  const sync = enhanceVideo(clip, () => ready);
  video.addEventListener(
    "canplaythrough",
    () => {
      ready = true;
      video.dataset.ready = "";
      sync?.();
    },
    { once: true },
  );
  template.replaceWith(clip);
  // Muted, so browsers let it start without a gesture; a refusal just leaves the still.
  video.play().catch(() => undefined);
}

export function enhanceVideos(): void {
  for (const container of document.querySelectorAll("figure[data-video]")) enhanceVideo(container, () => true)?.();
  const hero = document.querySelector<HTMLTemplateElement>("template[data-hero-video]");
  if (!hero || !visitorAcceptsVideo()) return;
  // After the page's own load, when the browser is idle: the clip never competes with the page.
  const start = () => startHeroVideo(hero);
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 2000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
