import * as lucide from "lucide-react";
import type { LucideProps } from "lucide-react";
import type { IconName } from "../schemas/icons";

/** Lucide's component name for one of its icon names: "badge-dollar-sign" → "BadgeDollarSign". */
type ComponentName<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${ComponentName<Tail>}`
  : Capitalize<Name>;

/** An icon named in content (`icon: truck`, src/schemas/icons.ts) as inline SVG; one lucide lacks fails the types. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawn =
    lucide[name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()) as ComponentName<IconName>];
  return <Drawn {...props} />;
}
