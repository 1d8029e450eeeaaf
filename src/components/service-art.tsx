/**
 * Hero art for the pages that have no picture of their own: flat illustrations in the site's
 * palette, drawn as inline SVG (no download). Each shows the work the page sells. Scene and
 * Box are shared with the company pages' art (company-art.tsx).
 */
import type { ReactNode } from "react";

export function Scene({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} className="block size-full">
      <rect width="480" height="360" className="fill-navy-800" />
      <rect y="268" width="480" height="92" className="fill-navy-900" />
      {children}
    </svg>
  );
}

/** A moving box, drawn from its bottom-left corner. */
export function Box({ x, y, w, h, label }: { x: number; y: number; w: number; h: number; label?: string }) {
  return (
    <g>
      <rect x={x} y={y - h} width={w} height={h} rx="3" className="fill-cardboard-500" />
      <rect x={x} y={y - h} width={w} height={h * 0.16} rx="3" className="fill-cardboard-600" />
      <rect x={x + w / 2 - 7} y={y - h} width="14" height={h} className="fill-cardboard-300" opacity="0.7" />
      {label && (
        <>
          <rect x={x + w * 0.16} y={y - h * 0.52} width={w * 0.68} height="20" rx="3" className="fill-white" />
          <text
            x={x + w / 2}
            y={y - h * 0.52 + 14}
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            letterSpacing="1.5"
            className="fill-navy-900 font-sans"
          >
            {label}
          </text>
        </>
      )}
    </g>
  );
}

/** Packing: boxes labelled by room, a roll of bubble wrap, tape, and a wrapped picture frame. */
export function PackingArt() {
  return (
    <Scene label="Illustration of packed, labelled moving boxes, bubble wrap, tape and a wrapped picture frame">
      {/* A wrapped frame leaning on the wall */}
      <rect x="52" y="128" width="96" height="140" rx="6" className="fill-navy-600" />
      <rect x="60" y="136" width="80" height="124" rx="4" className="fill-navy-200" opacity="0.35" />
      <g className="stroke-white" strokeOpacity="0.35" strokeWidth="2">
        <path d="M60 160h80M60 190h80M60 220h80M60 250h80" />
      </g>
      <Box x={160} y={268} w={120} h={96} label="KITCHEN" />
      <Box x={290} y={268} w={110} h={88} label="BOOKS" />
      <Box x={190} y={172} w={96} h={74} label="FRAGILE" />
      <Box x={300} y={180} w={84} h={62} />
      {/* Bubble wrap roll */}
      <g>
        <rect x="404" y="206" width="52" height="62" rx="6" className="fill-navy-200" opacity="0.9" />
        <ellipse cx="430" cy="206" rx="26" ry="8" className="fill-white" />
        <ellipse cx="430" cy="206" rx="8" ry="3" className="fill-navy-600" />
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2].map((col) => (
            <circle
              key={`${row}-${col}`}
              cx={416 + col * 14}
              cy={224 + row * 12}
              r="4"
              className="fill-white"
              opacity="0.6"
            />
          )),
        )}
      </g>
      {/* A roll of tape on the floor */}
      <ellipse cx="112" cy="270" rx="22" ry="7" className="fill-accent-500" />
      <rect x="90" y="256" width="44" height="14" className="fill-accent-400" />
      <ellipse cx="112" cy="256" rx="22" ry="7" className="fill-accent-300" />
      <ellipse cx="112" cy="256" rx="9" ry="3" className="fill-navy-900" />
    </Scene>
  );
}

/** Office moving: a floor plan with desks, colour-coded by zone, and crates on a dolly. */
export function OfficeMoveArt() {
  const zones = [
    { x: 40, y: 40, w: 190, h: 120, colour: "fill-accent-400" },
    { x: 250, y: 40, w: 190, h: 120, colour: "fill-navy-300" },
    { x: 40, y: 176, w: 190, h: 76, colour: "fill-navy-200" },
  ];
  return (
    <Scene label="Illustration of an office floor plan with colour-coded zones of desks, and crates on a dolly">
      <rect x="28" y="28" width="424" height="236" rx="10" className="fill-navy-900 stroke-navy-600" strokeWidth="2" />
      {zones.map((zone) => (
        <g key={`${zone.x}-${zone.y}`}>
          <rect x={zone.x} y={zone.y} width={zone.w} height={zone.h} rx="6" className="fill-navy-800" />
          <rect x={zone.x} y={zone.y} width="8" height={zone.h} rx="3" className={zone.colour} />
          {Array.from({ length: Math.floor((zone.h - 20) / 36) + 1 }, (_, row) =>
            Array.from({ length: 4 }, (_, col) => (
              <g key={`${row}-${col}`}>
                <rect
                  x={zone.x + 24 + col * 42}
                  y={zone.y + 16 + row * 36}
                  width="30"
                  height="18"
                  rx="3"
                  className="fill-navy-600"
                />
                <circle cx={zone.x + 39 + col * 42} cy={zone.y + 42 + row * 36} r="5" className={zone.colour} />
              </g>
            )),
          )}
        </g>
      ))}
      {/* Crates on a dolly */}
      <g>
        <rect x="282" y="196" width="64" height="40" rx="4" className="fill-accent-400" />
        <rect x="350" y="196" width="64" height="40" rx="4" className="fill-navy-300" />
        <rect x="316" y="150" width="64" height="44" rx="4" className="fill-navy-200" />
        <path d="M282 216h64M350 216h64M316 172h64" className="stroke-navy-900" strokeOpacity="0.35" strokeWidth="2" />
        <rect x="272" y="238" width="152" height="8" rx="3" className="fill-navy-300" />
        <circle cx="292" cy="254" r="9" className="fill-navy-950 stroke-navy-300" strokeWidth="3" />
        <circle cx="404" cy="254" r="9" className="fill-navy-950 stroke-navy-300" strokeWidth="3" />
      </g>
      <text x="40" y="300" fontSize="14" fontWeight="700" letterSpacing="2" className="fill-navy-200 font-sans">
        FLOOR 3 · MOVE PLAN
      </text>
    </Scene>
  );
}

/** Senior moving: a favourite armchair under a reading lamp, family photos, and a box of keepsakes. */
export function SeniorMoveArt() {
  return (
    <Scene label="Illustration of a favourite armchair under a reading lamp, framed family photos and a box of keepsakes">
      {/* Window */}
      <rect x="40" y="48" width="124" height="128" rx="6" className="fill-navy-600" />
      <rect x="50" y="58" width="48" height="108" rx="2" className="fill-navy-300" opacity="0.45" />
      <rect x="106" y="58" width="48" height="108" rx="2" className="fill-navy-300" opacity="0.45" />
      <circle cx="132" cy="84" r="12" className="fill-accent-300" opacity="0.9" />
      {/* Family photos */}
      {[
        { x: 206, y: 62, w: 54, h: 66 },
        { x: 272, y: 74, w: 70, h: 52 },
        { x: 354, y: 58, w: 46, h: 58 },
      ].map((frame) => (
        <g key={frame.x}>
          <rect x={frame.x} y={frame.y} width={frame.w} height={frame.h} rx="3" className="fill-cardboard-300" />
          <rect
            x={frame.x + 6}
            y={frame.y + 6}
            width={frame.w - 12}
            height={frame.h - 12}
            className="fill-navy-200"
            opacity="0.8"
          />
          <circle cx={frame.x + frame.w / 2} cy={frame.y + frame.h / 2 - 4} r="7" className="fill-navy-600" />
          <path
            d={`M${frame.x + 10} ${frame.y + frame.h - 6}a${frame.w / 2 - 10} 14 0 0 1 ${frame.w - 20} 0Z`}
            className="fill-navy-600"
          />
        </g>
      ))}
      {/* Rug */}
      <ellipse cx="300" cy="300" rx="150" ry="26" className="fill-navy-700" />
      {/* Armchair */}
      <g>
        <rect x="232" y="150" width="136" height="92" rx="26" className="fill-accent-500" />
        <rect x="216" y="196" width="40" height="72" rx="16" className="fill-accent-400" />
        <rect x="344" y="196" width="40" height="72" rx="16" className="fill-accent-400" />
        <rect x="250" y="214" width="100" height="34" rx="10" className="fill-accent-300" />
        <rect x="228" y="258" width="144" height="16" rx="6" className="fill-accent-500" />
        <rect x="236" y="274" width="8" height="14" rx="2" className="fill-navy-950" />
        <rect x="356" y="274" width="8" height="14" rx="2" className="fill-navy-950" />
      </g>
      {/* Reading lamp */}
      <circle cx="420" cy="118" r="44" className="fill-accent-300" opacity="0.12" />
      <path d="M398 132h44l-10 -34h-24Z" className="fill-accent-300" />
      <rect x="418" y="132" width="4" height="150" className="fill-navy-200" />
      <ellipse cx="420" cy="284" rx="20" ry="5" className="fill-navy-200" />
      {/* Keepsakes, packed first */}
      <Box x={56} y={292} w={132} h={84} label="KEEPSAKES" />
    </Scene>
  );
}
