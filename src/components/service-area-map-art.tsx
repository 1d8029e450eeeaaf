/** The service-areas page's hero art: each city pinned at its own coordinates around the office; no roads claimed. */
import { business } from "../data/business";
import type { Town } from "../lib/content/site-content";
import { cn } from "../lib/page/cn";
import { height, MapGrid, Pin, width } from "./neighborhood-map-art";

const padding = { x: 64, y: 48 };

export function ServiceAreaMapArt({ cities }: { cities: readonly Town[] }) {
  const [minLat, maxLat] = [Math.min(...cities.map((c) => c.latitude)), Math.max(...cities.map((c) => c.latitude))];
  const [minLng, maxLng] = [Math.min(...cities.map((c) => c.longitude)), Math.max(...cities.map((c) => c.longitude))];
  // Stretched to fill the frame: the towns keep their bearings from each other, not their distances.
  const project = (latitude: number, longitude: number) => ({
    x: padding.x + ((longitude - minLng) / (maxLng - minLng)) * (width - 2 * padding.x),
    y: padding.y + ((maxLat - latitude) / (maxLat - minLat)) * (height - 2 * padding.y),
  });
  const points = cities.map((city) => ({ ...city, ...project(city.latitude, city.longitude) }));
  const office = points.find((city) => city.name === business.address.city);
  const centre = { x: width / 2, y: height / 2 };

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`A stylized map of the ${cities.length} cities we serve around our ${business.address.city} office: ${cities.map((city) => city.name).join(", ")}`}
      className="block size-full"
    >
      <MapGrid />
      <circle cx={centre.x} cy={centre.y} r="150" className="fill-accent-400" opacity="0.05" />
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
    </svg>
  );
}
