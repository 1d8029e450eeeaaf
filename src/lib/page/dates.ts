const styles = {
  long: { dateStyle: "long" },
  weekday: { weekday: "long", month: "long", day: "numeric" },
  month: { month: "long", year: "numeric" },
} as const;

/**
 * A date's calendar day, "2026-11-02" (iso), "November 2, 2026" (long), "Monday, November 2"
 * (weekday) or "November 2026" (month). A content file's date is that day at midnight UTC, so it
 * is read in UTC whatever the build machine's zone; today's date is read in the local zone (the
 * build machine's, then the visitor's).
 */
export function formatDay(date: Date, style: "iso" | keyof typeof styles, zone: "UTC" | "local"): string {
  const timeZone = zone === "UTC" ? "UTC" : undefined;
  return style === "iso"
    ? date.toLocaleDateString("en-CA", { timeZone }) // Canada's short date is ISO 8601
    : date.toLocaleDateString("en-US", { ...styles[style], timeZone });
}
