/**
 * `import source from "./file.ts?inline-script"` gives the module, bundled with its imports
 * and minified, as a string to put in an inline <script> (root.tsx does, for the script
 * every page starts with). Vite has no such import of its own.
 */
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

const suffix = "?inline-script";

export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const bundle = await rolldown({ input: id.slice(0, -suffix.length), platform: "browser" });
      try {
        const { output } = await bundle.generate({ format: "iife", minify: true });
        for (const file of await bundle.watchFiles) this.addWatchFile(file);
        const code = output[0].code.trim();
        if (code.toLowerCase().includes("</script"))
          throw new Error(`${id}: "</script" would end the inline script early`);
        return `export default ${JSON.stringify(code)};`;
      } finally {
        await bundle.close();
      }
    },
  };
}
