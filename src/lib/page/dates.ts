const styles = {
  long: { dateStyle: "long" },
  weekday: { weekday: "long", month: "long", day: "numeric" },
  month: { month: "long", year: "numeric" },
} as const;

/**
 * A date's day: "2026-11-02" (iso), "November 2, 2026" (long), "Monday, November 2" (weekday), "November 2026"
 * (month). A content file's date is midnight UTC, so read in UTC; today's in the local zone (build's, visitor's).
 */
export function formatDay(date: Date, style: "iso" | keyof typeof styles, zone: "UTC" | "local"): string {
  const timeZone = zone === "UTC" ? "UTC" : undefined;
  return style === "iso"
    ? date.toLocaleDateString("en-CA", { timeZone }) // Canada's short date is ISO 8601
    : date.toLocaleDateString("en-US", { ...styles[style], timeZone });
}
