import { useEffect, useRef, useState, type ReactNode } from "react";
import { IslandBoundary } from "./island-boundary";
import { togglePlayback } from "./video-playback";

type FeatureVideoProps = {
  sources: readonly { src: string; type: string }[];
  /** The still shown until the visitor presses Play. */
  poster: string;
  /** What the video shows, as its caption for screen readers. */
  label: string;
  /** The control's two icons: static HTML handed in by the page, so no icon code ships. */
  playIcon?: ReactNode;
  pauseIcon?: ReactNode;
};

/**
 * A short silent clip, played on request. The browser's own controls (a 0:00 timer, mute,
 * full screen) mean nothing on a silent loop and look like a raw embed, so the clip has one
 * control of ours: Play, then Pause. Nothing is downloaded before the visitor presses Play;
 * without JavaScript the still stays.
 */
function Player({ sources, poster, label, playIcon, pauseIcon }: FeatureVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <figure className="relative">
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        width={1280}
        height={720}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-video w-full object-cover"
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {hydrated &&
        (playing ? (
          <button
            type="button"
            onClick={() => togglePlayback(videoRef.current)}
            className="absolute right-4 bottom-4 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-navy-950/70 px-4 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur hover:bg-navy-950"
          >
            {pauseIcon}
            Pause video
          </button>
        ) : (
          <button
            type="button"
            onClick={() => togglePlayback(videoRef.current)}
            className="group absolute inset-0 flex cursor-pointer items-center justify-center"
          >
            <span className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-6 font-semibold text-navy-950 shadow-card transition-colors group-hover:bg-accent-300">
              {playIcon}
              Play video
            </span>
          </button>
        ))}
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}

export function FeatureVideo(props: FeatureVideoProps) {
  return (
    <IslandBoundary>
      <Player {...props} />
    </IslandBoundary>
  );
}
