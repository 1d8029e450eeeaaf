/** A city page's hero art: a stylized map of the city and its three neighborhoods, its roads seeded by the name. */

/** A small deterministic generator (mulberry32), seeded from the city's name. */
function randomFrom(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const width = 480;
export const height = 360;
const centre = { x: 240, y: 190 };
/** Where the three neighborhood pins sit, around the centre; labels go on the open side. */
const pinSlots = [
  { x: 112, y: 104, anchor: "start" },
  { x: 372, y: 122, anchor: "end" },
  { x: 300, y: 292, anchor: "end" },
] as const;

function road(random: () => number, from: { x: number; y: number }, to: { x: number; y: number }): string {
  const bend = () => (random() - 0.5) * 160;
  const c1 = { x: from.x + (to.x - from.x) / 3 + bend(), y: from.y + (to.y - from.y) / 3 + bend() };
  const c2 = { x: from.x + ((to.x - from.x) * 2) / 3 + bend(), y: from.y + ((to.y - from.y) * 2) / 3 + bend() };
  return `M${from.x} ${from.y}C${c1.x.toFixed(0)} ${c1.y.toFixed(0)} ${c2.x.toFixed(0)} ${c2.y.toFixed(0)} ${to.x} ${to.y}`;
}

export function Pin({ x, y, accent = false }: { x: number; y: number; accent?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="2" rx="9" ry="3" className="fill-navy-950" opacity="0.5" />
      <path
        d="M0 0C-4 -9 -12 -14 -12 -24a12 12 0 1 1 24 0C12 -14 4 -9 0 0Z"
        className={accent ? "fill-accent-400 stroke-navy-950" : "fill-white stroke-navy-950"}
        strokeWidth="1.5"
      />
      <circle cx="0" cy="-24" r="4.5" className="fill-navy-950" />
    </g>
  );
}

export function NeighborhoodMapArt({ city, neighborhoods }: { city: string; neighborhoods: readonly string[] }) {
  const random = randomFrom(city);
  const edges = [
    { x: 0, y: 60 + random() * 80 },
    { x: width, y: 180 + random() * 120 },
    { x: 80 + random() * 120, y: height },
    { x: 260 + random() * 140, y: 0 },
  ];
  const river = road(random, { x: 0, y: 250 + random() * 60 }, { x: width, y: 20 + random() * 80 });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`A stylized map of ${city} with ${neighborhoods.join(", ")}`}
      className="block size-full"
    >
      <MapGrid />
      <path d={river} fill="none" className="stroke-navy-600" strokeWidth="14" strokeLinecap="round" opacity="0.7" />
      <g fill="none" strokeLinecap="round">
        {edges.map((edge) => (
          <path
            key={`${edge.x}-${edge.y}`}
            d={road(random, edge, centre)}
            className="stroke-navy-700"
            strokeWidth="6"
          />
        ))}
        {pinSlots.map((slot) => (
          <path
            key={`${slot.x}`}
            d={road(random, centre, slot)}
            className="stroke-accent-400"
            strokeWidth="2.5"
            strokeDasharray="2 7"
          />
        ))}
      </g>
      <circle cx={centre.x} cy={centre.y} r="44" className="fill-accent-400" opacity="0.12" />
      {neighborhoods.slice(0, pinSlots.length).map((name, index) => {
        const slot = pinSlots[index]!;
        return (
          <g key={name}>
            <Pin x={slot.x} y={slot.y} />
            <text
              x={slot.x + (slot.anchor === "start" ? 18 : -18)}
              y={slot.y - 18}
              textAnchor={slot.anchor}
              className="fill-navy-100 font-sans"
              fontSize="15"
              fontWeight="600"
            >
              {name}
            </text>
          </g>
        );
      })}
      <Pin x={centre.x} y={centre.y} accent />
      <text
        x={centre.x}
        y={centre.y + 30}
        textAnchor="middle"
        className="fill-white font-display"
        fontSize="22"
        fontWeight="700"
      >
        {city}
      </text>
    </svg>
  );
}

/** The navy ground and faint street grid both map illustrations are drawn on. */
export function MapGrid() {
  return (
    <>
      <rect width={width} height={height} className="fill-navy-800" />
      <g className="stroke-white" strokeOpacity="0.05">
        {Array.from({ length: 12 }, (_, index) => (
          <line key={`v${index}`} x1={index * 40} y1="0" x2={index * 40} y2={height} />
        ))}
        {Array.from({ length: 9 }, (_, index) => (
          <line key={`h${index}`} x1="0" y1={index * 40} x2={width} y2={index * 40} />
        ))}
      </g>
    </>
  );
}
