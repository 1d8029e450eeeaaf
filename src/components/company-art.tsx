/** Hero art for the about, contact and quote pages: flat inline SVG in the site's palette, with nothing to download. */
import type { ReactNode } from "react";
import { business } from "../data/business";

type SceneProps = {
  label: string;
  children: ReactNode;
};

function Scene({ label, children }: SceneProps) {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} className="block size-full">
      <rect width="480" height="360" className="fill-navy-800" />
      <rect y="268" width="480" height="92" className="fill-navy-900" />
      {children}
    </svg>
  );
}

type LabelProps = {
  x: number;
  y: number;
  size: number;
  weight?: number;
  spacing?: number;
  tone: string;
};

/** Centred bold lettering; `tone` is its colour and face. */
export function Label({ x, y, size, weight = 700, spacing, tone, children }: LabelProps & { children: ReactNode }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={size} fontWeight={weight} letterSpacing={spacing} className={tone}>
      {children}
    </text>
  );
}

/** About: the company's truck at dawn, lettered with the year the founder started. */
type StarProps = {
  /** The center. */
  x: number;
  y: number;
  /** The radius to the points, and to the corners between them. */
  outer: number;
  inner: number;
};

/** A five-pointed star, point up, as an SVG polygon's points: outer and inner corners in turn. */
function starPoints({ x, y, outer, inner }: StarProps) {
  return Array.from({ length: 10 }, (_, corner) => {
    const radius = corner % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (corner * Math.PI) / 5;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

export function SinceFoundingArt() {
  const { name, figures } = business;
  return (
    <Scene label={`Illustration of a ${name} truck at sunrise, lettered "Est. ${figures.foundedYear}"`}>
      <circle cx="372" cy="150" r="64" className="fill-accent-400" opacity="0.9" />
      <circle cx="372" cy="150" r="96" className="fill-accent-300" opacity="0.12" />
      <path d="M0 230C80 196 150 214 230 198S380 176 480 206V268H0Z" className="fill-navy-700" />
      <path d="M0 250C110 232 220 246 320 232S420 228 480 238V268H0Z" className="fill-navy-600" opacity="0.6" />
      {/* The road */}
      <path d="M0 306h480" className="stroke-white" strokeOpacity="0.25" strokeWidth="4" strokeDasharray="28 20" />
      {/* Box body */}
      <rect x="92" y="130" width="222" height="120" rx="8" className="fill-cream" />
      <rect x="92" y="234" width="222" height="16" rx="4" className="fill-navy-200" />
      <Label x={203} y={180} size={28} tone="fill-navy-900 font-display">
        {name.replace(/ Movers$/, "")}
      </Label>
      <Label x={203} y={204} size={12} spacing={3} tone="fill-accent-700 font-sans">
        MOVERS · EST. {figures.foundedYear}
      </Label>
      {/* Cab */}
      <path d="M318 160h58c10 0 18 5 22 14l24 44c3 5 4 10 4 16v16H318Z" className="fill-navy-600" />
      <path d="M332 172h40c5 0 9 3 11 7l18 35h-69Z" className="fill-navy-300" opacity="0.55" />
      <polygon points={starPoints({ x: 350, y: 233, outer: 9, inner: 4 })} className="fill-white" />
      <circle cx="416" cy="236" r="6" className="fill-accent-300" />
      <rect x="318" y="246" width="110" height="8" rx="3" className="fill-navy-950" />
      {[140, 270, 386].map((x) => (
        <g key={x}>
          <circle cx={x} cy="262" r="19" className="fill-navy-950 stroke-navy-300" strokeWidth="4" />
          <circle cx={x} cy="262" r="6" className="fill-navy-300" />
        </g>
      ))}
    </Scene>
  );
}

/** Contact: a desk with a phone, a map on screen and a clock on the wall; the label says only what it shows. */
export function OfficeDeskArt() {
  const ticks = Array.from({ length: 12 }, (_, hour) => (Math.PI / 6) * hour);
  return (
    <Scene label="Illustration of a desk with a phone, a computer showing a map pin and a clock on the wall">
      {/* Wall clock */}
      <circle cx="96" cy="92" r="40" className="fill-navy-100 stroke-navy-600" strokeWidth="6" />
      {ticks.map((angle) => (
        <line
          key={angle}
          x1={96 + 30 * Math.sin(angle)}
          y1={92 - 30 * Math.cos(angle)}
          x2={96 + 35 * Math.sin(angle)}
          y2={92 - 35 * Math.cos(angle)}
          className="stroke-navy-600"
          strokeWidth="3"
        />
      ))}
      <path d="M96 92V66M96 92l16 10" className="stroke-navy-900" strokeWidth="4" strokeLinecap="round" />
      {/* A speech bubble: someone is on the line */}
      <rect x="330" y="58" width="104" height="52" rx="16" className="fill-white" />
      <path d="M368 108l-6 18 22 -18Z" className="fill-white" />
      {[360, 382, 404].map((cx) => (
        <circle key={cx} cx={cx} cy="84" r="6" className="fill-accent-400" />
      ))}
      {/* Monitor with a map pin */}
      <rect x="178" y="116" width="150" height="100" rx="8" className="fill-navy-950 stroke-navy-600" strokeWidth="3" />
      <rect x="188" y="126" width="130" height="80" rx="3" className="fill-navy-700" />
      <path d="M188 176C230 160 262 190 318 160" className="stroke-navy-600" strokeWidth="6" fill="none" />
      <path d="M253 172c-4 -9 -12 -14 -12 -24a12 12 0 1 1 24 0c0 10 -8 15 -12 24Z" className="fill-accent-400" />
      <circle cx="253" cy="148" r="4.5" className="fill-navy-950" />
      <rect x="246" y="216" width="14" height="16" className="fill-navy-600" />
      {/* Desk */}
      <rect x="28" y="232" width="424" height="12" rx="3" className="fill-cardboard-600" />
      <rect x="48" y="244" width="10" height="56" className="fill-cardboard-600" />
      <rect x="422" y="244" width="10" height="56" className="fill-cardboard-600" />
      {/* Notepad and mug */}
      <rect x="70" y="222" width="74" height="10" rx="2" className="fill-navy-100" />
      <rect x="150" y="200" width="22" height="32" rx="4" className="fill-white" />
      <path d="M172 208a8 8 0 0 1 0 16" fill="none" className="stroke-white" strokeWidth="4" />
      {/* Desk phone */}
      <rect x="352" y="206" width="70" height="26" rx="8" className="fill-accent-400" />
      <path d="M348 200c0 -10 8 -14 14 -14h50c6 0 14 4 14 14v4h-20v-6h-38v6h-20Z" className="fill-accent-500" />
      {[368, 382, 396].map((x) => (
        <rect key={x} x={x} y="214" width="8" height="8" rx="2" className="fill-navy-900" opacity="0.5" />
      ))}
    </Scene>
  );
}

/** The quote page: a clipboard estimate, a tape measure and a pencil, stamped free. */
export function EstimateClipboardArt() {
  return (
    <Scene label="Illustration of a moving estimate on a clipboard, stamped free, with a tape measure and a pencil">
      {/* Clipboard */}
      <rect x="150" y="38" width="180" height="244" rx="12" className="fill-cardboard-500" />
      <rect x="166" y="60" width="148" height="206" rx="4" className="fill-white" />
      <rect x="206" y="26" width="68" height="28" rx="8" className="fill-navy-300" />
      <Label x={240} y={88} size={11} spacing={1.5} tone="fill-navy-900 font-sans">
        MOVING ESTIMATE
      </Label>
      {[112, 140, 168, 196].map((y, row) => (
        <g key={y}>
          <rect x="182" y={y} width="14" height="14" rx="3" className="fill-none stroke-navy-600" strokeWidth="2" />
          <path
            d={`M184 ${y + 7}l4 4l8 -10`}
            fill="none"
            className="stroke-accent-500"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="206" y={y + 4} width={[84, 66, 92, 58][row]} height="6" rx="3" className="fill-navy-100" />
        </g>
      ))}
      {/* The stamp */}
      <g transform="rotate(-12 262 238)">
        <rect x="222" y="220" width="80" height="36" rx="6" className="fill-none stroke-accent-500" strokeWidth="3" />
        <Label x={262} y={245} size={18} weight={800} spacing={3} tone="fill-accent-500 font-sans">
          FREE
        </Label>
      </g>
      {/* Tape measure */}
      <rect x="44" y="276" width="70" height="10" className="fill-accent-300" />
      {[52, 62, 72, 82, 92, 102].map((x) => (
        <line key={x} x1={x} y1="276" x2={x} y2="281" className="stroke-navy-900" strokeWidth="1.5" />
      ))}
      <circle cx="112" cy="254" r="36" className="fill-accent-400" />
      <circle cx="112" cy="254" r="12" className="fill-navy-900" />
      {/* Pencil */}
      <g transform="rotate(-58 392 200)">
        <rect x="340" y="192" width="104" height="16" rx="3" className="fill-accent-300" />
        <rect x="430" y="192" width="14" height="16" className="fill-navy-200" />
        <path d="M340 192l-20 8l20 8Z" className="fill-cardboard-300" />
        <path d="M326 197.6l-6 2.4l6 2.4Z" className="fill-navy-900" />
      </g>
      {/* A box waiting to be priced */}
      <g>
        <rect x="352" y="236" width="92" height="64" rx="3" className="fill-cardboard-500" />
        <rect x="352" y="236" width="92" height="10.24" rx="3" className="fill-cardboard-600" />
        <rect x="391" y="236" width="14" height="64" className="fill-cardboard-300" opacity="0.7" />
      </g>
    </Scene>
  );
}
