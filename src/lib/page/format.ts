/** "$1,150", "$42.50", "$0.60": a price as the site writes it everywhere, cents only when there are any. */
export function formatDollars(amount: number) {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** "07:00" → "7 AM" (short) or "7:00 AM" (long): the spec's two readings use the two styles. */
export function formatTime(time: string, style: "short" | "long") {
  const [hourText = "0", minutes = "00"] = time.split(":");
  const hour = Number(hourText);
  const suffix = hour < 12 ? "AM" : "PM";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return style === "short" && minutes === "00" ? `${hour12} ${suffix}` : `${hour12}:${minutes} ${suffix}`;
}

export function formatHours(row: { opens: string; closes: string }, style: "short" | "long") {
  return `${formatTime(row.opens, style)} – ${formatTime(row.closes, style)}`;
}
