import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { IslandBoundary } from "./island-boundary";
import { togglePlayback } from "./video-playback";

type NetworkInformation = { saveData?: boolean };

/** Motion and data are the visitor's to spend: no video under reduced motion or Save-Data. */
function visitorAcceptsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches && connection?.saveData !== true;
}

type HeroVideoProps = {
  sources: readonly { src: string; type: string }[];
  /** The pause control's two icons: static HTML handed in by the page, so no icon code ships. */
  playIcon?: ReactNode;
  pauseIcon?: ReactNode;
};

/**
 * The hero's looping background video. The island hydrates when the page is idle after load;
 * only then is the video fetched. The still image stays in place until the video can play
 * through, then the video fades in.
 */
function LoopingVideo({ sources, playIcon, pauseIcon }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!visitorAcceptsVideo()) return;
    const start = () => setWanted(true);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(start, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 2000);
    return () => clearTimeout(handle);
  }, []);

  if (!wanted) return null;

  return (
    <>
      <video
        ref={videoRef}
        data-testid="hero-video"
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        onCanPlayThrough={() => setReady(true)}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        className={cn(
          "absolute inset-0 -z-10 size-full object-cover object-right transition-opacity duration-1000",
          ready ? "opacity-100" : "opacity-0",
        )}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {ready && (
        <button
          type="button"
          onClick={() => togglePlayback(videoRef.current)}
          className="absolute right-4 bottom-4 z-10 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-navy-950/70 px-4 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur hover:bg-navy-950"
        >
          {paused ? playIcon : pauseIcon}
          {paused ? "Play background video" : "Pause background video"}
        </button>
      )}
    </>
  );
}

export function HeroVideo(props: HeroVideoProps) {
  return (
    <IslandBoundary>
      <LoopingVideo {...props} />
    </IslandBoundary>
  );
}
