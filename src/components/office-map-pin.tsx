import { MapPin } from "lucide-react";
import { addressLines, business } from "../data/business";

/** What the map's OfficeMap island needs from the business config, in the order it takes them. */
export const officeMapProps = {
  embedUrl: business.map.embedUrl,
  title: `Map of the ${business.name} office in ${business.address.city}, ${business.address.region}`,
  directionsUrl: business.map.directionsUrl,
};

/** The pin and address on the map's facade: static HTML the OfficeMap island shows. */
export function OfficeMapPin() {
  const [street, cityLine] = addressLines;
  return (
    <>
      <MapPin aria-hidden="true" className="mx-auto size-10 text-accent-400" />
      <p className="font-semibold">
        {street}
        <br />
        {cityLine}
      </p>
    </>
  );
}
