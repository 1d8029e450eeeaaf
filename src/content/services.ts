import type { LucideIcon } from "lucide-react";
import { Building2, HeartHandshake, House, PackageOpen, Warehouse } from "lucide-react";

export type Service = {
  name: string;
  /** The canonical -atlanta path the header and footer link to. */
  path: string;
  /** The short path the home page's cards link to (same page). */
  shortPath: string;
  summary: string;
  icon: LucideIcon;
};

export const movingServices: readonly Service[] = [
  {
    name: "Residential Moving",
    path: "/residential-moving-atlanta",
    shortPath: "/residential-moving",
    summary: "Houses, apartments and condos across Metro Atlanta, wrapped, loaded and set up room by room.",
    icon: House,
  },
  {
    name: "Senior Moving Services",
    path: "/senior-moving-services-atlanta",
    shortPath: "/senior-moving-services",
    summary: "Patient, unhurried downsizing and moves into retirement and assisted-living communities.",
    icon: HeartHandshake,
  },
  {
    name: "Commercial & Office Moving",
    path: "/commercial-office-moving-atlanta",
    shortPath: "/commercial-office-moving",
    summary: "After-hours office, IT and warehouse relocations planned so your business keeps working.",
    icon: Building2,
  },
  {
    name: "Packing Services",
    path: "/packing-services-atlanta",
    shortPath: "/packing-services",
    summary: "Full, partial or fragile-only packing with quality materials and a labelled inventory.",
    icon: PackageOpen,
  },
];

export const storageService: Service = {
  name: "Storage Solutions",
  path: "/storage-solutions",
  shortPath: "/storage-solutions",
  summary: "Secure, climate-controlled storage for a few days or many months.",
  icon: Warehouse,
};

/** The footer lists every service, storage included. */
export const allServices: readonly Service[] = [...movingServices, storageService];
