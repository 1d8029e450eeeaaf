/**
 * The icons a card in the content can carry, by name (lucide's names). Data names an icon;
 * src/components/icon.tsx draws it, and its map must cover this list.
 */
export const iconNames = [
  "arrow-up-down",
  "award",
  "badge-dollar-sign",
  "building",
  "building-2",
  "calendar-check",
  "calendar-clock",
  "calendar-days",
  "cctv",
  "circle-parking",
  "clipboard-list",
  "clock",
  "file-text",
  "flag",
  "gem",
  "graduation-cap",
  "heart-handshake",
  "history",
  "house",
  "lock",
  "map-pin",
  "package-open",
  "package-x",
  "recycle",
  "shield-alert",
  "shield-check",
  "shopping-basket",
  "star",
  "thermometer",
  "truck",
  "users",
  "warehouse",
] as const;

export type IconName = (typeof iconNames)[number];
