/** The home page's silent clips with our own Play and Pause (src/browser/videos.ts); without it, the stills stay. */
import { Pause, Play } from "lucide-react";

/** The owner's one video file and its type. */
type VideoSource = {
  src: string;
  type: string;
};

const pillClasses =
  "absolute right-4 bottom-4 z-10 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-navy-950/70 px-4 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur hover:bg-navy-950";

type HeroVideoProps = {
  source: VideoSource;
};

/**
 * The hero's loop, in a <template> so nothing is fetched until the idle page starts it. No fade: a one-second
 * cross-fade redrew the whole hero as a visit began (docs/measurements/2026-11-28-fonts-and-the-page-at-load.md).
 */
export function HeroVideo({ source }: HeroVideoProps) {
  return (
    <template data-hero-video="">
      <div data-video="" className="contents">
        <video
          data-testid="hero-video"
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          className="absolute inset-0 -z-10 size-full object-cover object-right opacity-0 data-ready:opacity-100"
        >
          <source {...source} />
        </video>
        <button type="button" data-video-play="" hidden className={pillClasses}>
          <Play className="size-4" />
          Play background video
        </button>
        <button type="button" data-video-pause="" hidden className={pillClasses}>
          <Pause className="size-4" />
          Pause background video
        </button>
      </div>
    </template>
  );
}

type FeatureVideoProps = {
  source: VideoSource;
  poster: string;
  label: string;
};

/** A clip played on request; its still is a lazy picture, as a poster is fetched with the page. */
export function FeatureVideo({ source, poster, label }: FeatureVideoProps) {
  return (
    <figure data-video="" className="relative">
      <video
        muted
        loop
        playsInline
        preload="none"
        width={1280}
        height={720}
        className="aspect-video w-full object-cover"
      >
        <source {...source} />
      </video>
      <img
        data-video-still=""
        src={poster}
        alt=""
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <button
        type="button"
        data-video-play=""
        hidden
        className="group absolute inset-0 flex cursor-pointer items-center justify-center"
      >
        <span className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-6 font-semibold text-navy-950 shadow-card transition-colors group-hover:bg-accent-300">
          <Play className="size-5 fill-current" />
          Play video
        </span>
      </button>
      <button type="button" data-video-pause="" hidden className={pillClasses}>
        <Pause className="size-4" />
        Pause video
      </button>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
