/**
 * A date's calendar day, "2026-11-02" (iso) or "November 2, 2026" (long). A content file's date
 * is that day at midnight UTC, so it is read in UTC whatever the build machine's zone; today's
 * date is read in the local zone (the build machine's, then the visitor's).
 */
export function formatDay(date: Date, style: "iso" | "long", zone: "UTC" | "local"): string {
  const timeZone = zone === "UTC" ? "UTC" : undefined;
  return style === "iso"
    ? date.toLocaleDateString("en-CA", { timeZone }) // Canada's short date is ISO 8601
    : date.toLocaleDateString("en-US", { dateStyle: "long", timeZone });
}
