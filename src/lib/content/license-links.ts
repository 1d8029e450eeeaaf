/** FMCSA's record of a license as written in the config, by its digits: "USDOT 1234567" → "1234567". */
const saferSnapshot = (param: "USDOT" | "MC_MX", license: string) =>
  `https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=${param}&query_string=${license.replace(/\D/g, "")}`;

export type LicenseLink = { label: string; href?: string };

/** The licenses, USDOT and MC linked to FMCSA SAFER's record; a Georgia household-goods certificate unlinked. */
export function licenseLinks(licenses: { usdot: string; mc: string; georgiaHouseholdGoods?: string }): LicenseLink[] {
  return [
    { label: licenses.usdot, href: saferSnapshot("USDOT", licenses.usdot) },
    { label: licenses.mc, href: saferSnapshot("MC_MX", licenses.mc) },
    ...(licenses.georgiaHouseholdGoods
      ? [{ label: `Georgia household goods cert. ${licenses.georgiaHouseholdGoods}` }]
      : []),
  ];
}
