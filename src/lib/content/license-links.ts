/** FMCSA's record of a license as written in the config, by its digits: "USDOT 1234567" → "1234567". */
const saferSnapshot = (param: "USDOT" | "MC_MX", license: string) =>
  `https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=${param}&query_string=${license.replace(/\D/g, "")}`;

export type LicenseLink = { label: string; href?: string };

/**
 * The company's licenses, each linked to the public record a visitor can check it against:
 * the federal carrier lookup (FMCSA SAFER) for the USDOT and MC numbers. The Georgia
 * household-goods certificate, when configured, is shown without a link.
 */
export function licenseLinks(licenses: { usdot: string; mc: string; georgiaHouseholdGoods?: string }): LicenseLink[] {
  return [
    { label: licenses.usdot, href: saferSnapshot("USDOT", licenses.usdot) },
    { label: licenses.mc, href: saferSnapshot("MC_MX", licenses.mc) },
    ...(licenses.georgiaHouseholdGoods
      ? [{ label: `Georgia household goods cert. ${licenses.georgiaHouseholdGoods}` }]
      : []),
  ];
}
