import type { LucideIcon, LucideProps } from "lucide-react";
import {
  ArrowUpDown,
  Award,
  BadgeDollarSign,
  Building,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Cctv,
  CircleParking,
  ClipboardList,
  Clock,
  FileText,
  Flag,
  Gem,
  GraduationCap,
  HeartHandshake,
  History,
  House,
  Lock,
  MapPin,
  PackageOpen,
  PackageX,
  Recycle,
  ShieldAlert,
  ShieldCheck,
  ShoppingBasket,
  Star,
  Thermometer,
  Truck,
  Users,
  Warehouse,
} from "lucide-react";
import type { IconName } from "../schemas/icons";

const icons = {
  "arrow-up-down": ArrowUpDown,
  award: Award,
  "badge-dollar-sign": BadgeDollarSign,
  building: Building,
  "building-2": Building2,
  "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock,
  "calendar-days": CalendarDays,
  cctv: Cctv,
  "circle-parking": CircleParking,
  "clipboard-list": ClipboardList,
  clock: Clock,
  "file-text": FileText,
  flag: Flag,
  gem: Gem,
  "graduation-cap": GraduationCap,
  "heart-handshake": HeartHandshake,
  history: History,
  house: House,
  lock: Lock,
  "map-pin": MapPin,
  "package-open": PackageOpen,
  "package-x": PackageX,
  recycle: Recycle,
  "shield-alert": ShieldAlert,
  "shield-check": ShieldCheck,
  "shopping-basket": ShoppingBasket,
  star: Star,
  thermometer: Thermometer,
  truck: Truck,
  users: Users,
  warehouse: Warehouse,
} as const satisfies Record<IconName, LucideIcon>;

/** The lucide icon a content entry names (`icon: truck`). */
export function iconFor(name: IconName): LucideIcon {
  return icons[name];
}

/** An icon named in content, drawn as an inline SVG at build time. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawn = icons[name];
  return <Drawn {...props} />;
}
