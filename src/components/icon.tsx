import * as lucide from "lucide-react";
import type { LucideIcon, LucideProps } from "lucide-react";
import type { IconName } from "../schemas/icons";

/** Lucide's component name for one of its icon names: "badge-dollar-sign" → "BadgeDollarSign". */
type ComponentName<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${ComponentName<Tail>}`
  : Capitalize<Name>;

const componentName = <Name extends IconName>(name: Name) =>
  name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()) as ComponentName<Name>;

/**
 * An icon named in content (`icon: truck`), drawn as an inline SVG at build time. The names are
 * listed once, in src/schemas/icons.ts; the type of `lucide[…]` fails if lucide lacks one (its
 * aliases, like building-2, included).
 */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawn: LucideIcon = lucide[componentName(name)];
  return <Drawn {...props} />;
}
