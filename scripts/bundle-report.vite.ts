/**
 * `npm run bundle`: builds the client into .tmp/bundle-build (the real build is left alone)
 * and prints what each JavaScript chunk is made of, largest modules first, so anyone can
 * see what a page's code costs. Sizes per module are before minification (what Rolldown
 * reports); each chunk's total is its minified, gzip-compressed size.
 */
import { gzipSync } from "node:zlib";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import siteConfig from "../vite.config.ts";

const modulesShown = 8;

function shortName(id: string): string {
  return id.replace(/^.*node_modules\//, "").replace(`${process.cwd()}/`, "");
}

function bundleReport(): Plugin {
  return {
    name: "bundle-report",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
      chunks.sort((a, b) => b.code.length - a.code.length);
      for (const chunk of chunks) {
        const modules = Object.entries(chunk.modules).sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
        const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
        const gzipKb = gzipSync(chunk.code, { level: 9 }).length / 1024;
        console.log(`\n${chunk.fileName}: ${gzipKb.toFixed(1)} KB gzip, ${modules.length} modules`);
        for (const [id, module] of modules.slice(0, modulesShown)) {
          const share = rendered ? (module.renderedLength / rendered) * 100 : 0;
          console.log(
            `  ${share.toFixed(1).padStart(5)} %  ${(module.renderedLength / 1024).toFixed(1).padStart(6)} KB  ${shortName(id)}`,
          );
        }
      }
    },
  };
}

export default defineConfig(async (env) => {
  const config = (await (typeof siteConfig === "function" ? siteConfig(env) : siteConfig)) as UserConfig;
  return { ...config, plugins: [...(config.plugins ?? []), bundleReport()] };
});
