/** The city and service-area pages' hero art: stylized maps drawn by the build, with nothing to download. */
import type { ReactNode } from "react";
import { business } from "../data/business";
import type { Town } from "../lib/content/site-content";
import { cn } from "../lib/page/cn";
import { Label } from "./company-art";

const width = 480;
const height = 360;
type Point = {
  x: number;
  y: number;
};

type MapFrameProps = {
  label: string;
  children: ReactNode;
};

/** The navy ground and faint street grid both maps are drawn on. */
function MapFrame({ label, children }: MapFrameProps) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="block size-full">
      <rect width={width} height={height} className="fill-navy-800" />
      <g className="stroke-white" strokeOpacity="0.05">
        {Array.from({ length: 12 }, (_, index) => (
          <line key={`v${index}`} x1={index * 40} y1="0" x2={index * 40} y2={height} />
        ))}
        {Array.from({ length: 9 }, (_, index) => (
          <line key={`h${index}`} x1="0" y1={index * 40} x2={width} y2={index * 40} />
        ))}
      </g>
      {children}
    </svg>
  );
}

function Pin({ x, y, accent }: Point & { accent?: boolean }) {
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

/** A small deterministic generator (mulberry32), seeded from the city's name. */
function randomFrom(seedText: string) {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function road(random: () => number, from: Point, to: Point) {
  // The two control points, a third and two thirds of the way, each bent aside at random.
  const controls = [1, 2].map((thirds) =>
    (["x", "y"] as const)
      .map((axis) => (from[axis] + ((to[axis] - from[axis]) * thirds) / 3 + (random() - 0.5) * 160).toFixed(0))
      .join(" "),
  );
  return `M${from.x} ${from.y}C${controls.join(" ")} ${to.x} ${to.y}`;
}

const centre = { x: 240, y: 190 };
/** Where the three neighborhood pins sit, around the centre; labels go on the open side. */
const pinSlots = [
  { x: 112, y: 104, anchor: "start" },
  { x: 372, y: 150, anchor: "end" },
  { x: 300, y: 292, anchor: "end" },
] as const;

type NeighborhoodMapArtProps = {
  city: string;
  neighborhoods: readonly string[];
};

/** A city page's hero: the city and its three neighborhoods, its roads seeded by the name. */
export function NeighborhoodMapArt({ city, neighborhoods }: NeighborhoodMapArtProps) {
  const random = randomFrom(city);
  const edges = [
    { x: 0, y: 60 + random() * 80 },
    { x: width, y: 180 + random() * 120 },
    { x: 80 + random() * 120, y: height },
    { x: 260 + random() * 140, y: 0 },
  ];
  const river = road(random, { x: 0, y: 250 + random() * 60 }, { x: width, y: 20 + random() * 80 });
  return (
    <MapFrame label={`A stylized map of ${city} with ${neighborhoods.join(", ")}`}>
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
      <Label x={centre.x} y={centre.y + 30} size={22} tone="fill-white font-display">
        {city}
      </Label>
    </MapFrame>
  );
}

type ServiceAreaMapArtProps = {
  cities: readonly Town[];
};

/** The service-areas page's hero: each city pinned at its own coordinates around the office; no roads claimed. */
export function ServiceAreaMapArt({ cities }: ServiceAreaMapArtProps) {
  const [minLat, maxLat] = [Math.min(...cities.map((c) => c.latitude)), Math.max(...cities.map((c) => c.latitude))];
  const [minLng, maxLng] = [Math.min(...cities.map((c) => c.longitude)), Math.max(...cities.map((c) => c.longitude))];
  // Stretched to fill the frame, inside a margin: the towns keep their bearings from each other, not their distances.
  const points = cities.map((city) => ({
    ...city,
    x: 64 + ((city.longitude - minLng) / (maxLng - minLng)) * (width - 2 * 64),
    y: 48 + ((maxLat - city.latitude) / (maxLat - minLat)) * (height - 2 * 48),
  }));
  const office = points.find((city) => city.name === business.address.city);
  return (
    <MapFrame
      label={`A stylized map of the ${cities.length} cities we serve around our ${business.address.city} office: ${cities.map((city) => city.name).join(", ")}`}
    >
      <circle cx={width / 2} cy={height / 2} r="150" className="fill-accent-400" opacity="0.05" />
      {office && (
        <g
          fill="none"
          className="stroke-accent-400"
          strokeWidth="2"
          strokeDasharray="2 7"
          strokeLinecap="round"
          opacity="0.7"
        >
          {points
            .filter((city) => city !== office)
            .map((city) => (
              <path key={city.name} d={`M${office.x} ${office.y}L${city.x.toFixed(0)} ${city.y.toFixed(0)}`} />
            ))}
        </g>
      )}
      {points.map((city) => {
        const isOffice = city === office;
        const labelLeft = city.x > width * 0.55;
        return (
          <g key={city.name}>
            {isOffice ? (
              <Pin x={city.x} y={city.y} accent />
            ) : (
              <circle cx={city.x} cy={city.y} r="6" className="fill-white stroke-navy-950" strokeWidth="2" />
            )}
            <text
              x={city.x + (labelLeft ? -12 : 12)}
              y={city.y + (isOffice ? -14 : 5)}
              textAnchor={labelLeft ? "end" : "start"}
              fontSize={isOffice ? 15 : 13}
              fontWeight={isOffice ? 700 : 600}
              // A halo in the map's colour keeps the label readable where a route passes under it.
              className={cn("stroke-navy-800 font-sans", isOffice ? "fill-white" : "fill-navy-100")}
              strokeWidth="5"
              paintOrder="stroke"
              strokeLinejoin="round"
            >
              {city.name}
            </text>
          </g>
        );
      })}
    </MapFrame>
  );
}
