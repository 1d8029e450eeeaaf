/** "$1,150": whole dollars, as prices are advertised. */
export function formatDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}
