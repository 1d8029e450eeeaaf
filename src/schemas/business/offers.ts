/**
 * What the company may offer beyond the specification: each is empty until the owner says it
 * is true, and a list item naming an empty one is left off the page (src/lib/content/placeholders.ts).
 */
import { group, optionalText } from "../field.ts";

const offer = (label: string, description: string) =>
  optionalText({ label, description: `${description} Empty: nothing is said.`, max: 160 });

export const offers = group(
  {
    climateControl: offer(
      "Climate control",
      'What climate-controlled storage keeps steady, like "Kept between 55 and 80 °F and below 55% humidity": a line of the climate-controlled price card, {climateControl}.',
    ),
    itemRetrieval: offer(
      "Single-item retrieval",
      'Whether a customer can have a few stored items brought back without the rest, like "Only the items you need, delivered on the date you choose": a line of the short-term storage card, {itemRetrieval}.',
    ),
    buildingReservations: offer(
      "Building reservations",
      'If you reserve elevators, loading docks or building permissions for customers, like "Elevator and loading-dock reservations made with your building": a line of the apartment moves card, {buildingReservations}. The Terms (Customer responsibilities) leave them to the customer: change the Terms to match.',
    ),
    insuranceCertificates: offer(
      "Insurance certificates",
      'If you send buildings a certificate of insurance, like "Certificate of insurance sent to your building": a line of the apartment moves card, {insuranceCertificates}.',
    ),
    trainingProgram: offer(
      "Training program",
      "What your movers' training covers, like \"Padding and wrapping, safe lifting and disassembly, taught by our crew leaders\": a card in the About page's team section, {trainingProgram}.",
    ),
  },
  {
    label: "What we also offer",
    description:
      "Services and practices the site mentions only once you fill them in. Fill one in only when the company does it for every customer who asks.",
  },
);
