import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** What the page-weight check needs to know of one browser chunk. */
export interface ChunkRecord {
  /** Rollup's name of the chunk (its entry module's file name: `system-popup`, `announcements`). */
  name?: string;
  /** npm packages whose code is in the chunk (scoped names kept whole). */
  packages: string[];
  /** Chunks it imports statically (loaded with it) and dynamically (loaded when asked), as "/assets/…". */
  imports: string[];
  dynamicImports: string[];
}

/** The npm package a bundled module comes from, or null for the portal's own code and asset URLs. */
export function packageOf(moduleId: string): string | null {
  // `quill/dist/quill.snow.css?url` is a URL string in the bundle, not the library's code.
  if (/\?url$|\.(css|svg|png|jpe?g|gif|woff2?)(\?.*)?$/.test(moduleId)) return null;
  const at = moduleId.lastIndexOf("node_modules/");
  if (at < 0) return null;
  const [first, second] = moduleId.slice(at + "node_modules/".length).split("/");
  if (!first) return null;
  return first.startsWith("@") && second ? `${first}/${second}` : first;
}

/**
 * Writes `build/page-weight/chunks.json` after the browser build: for each chunk, the packages in it
 * and its imports. The page-weight check (`scripts/page-weight.ts`) reads it beside Remix's manifest,
 * so that it can say which screen loads Quill, ApexCharts, jsPDF, JsBarcode or Swiper, and when.
 */
export function chunkPackages(outFile = "build/page-weight/chunks.json"): Plugin {
  let isServerBuild = false;
  let root = process.cwd();
  return {
    name: "paygpa-chunk-packages",
    apply: "build",
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (isServerBuild) return;
      const chunks: Record<string, ChunkRecord> = {};
      const asset = (file: string) => `/${file}`;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const packages = new Set<string>();
        for (const id of Object.keys(output.modules)) {
          const name = packageOf(id);
          if (name) packages.add(name);
        }
        chunks[asset(output.fileName)] = {
          name: output.name,
          packages: [...packages].sort(),
          imports: output.imports.map(asset),
          dynamicImports: output.dynamicImports.map(asset),
        };
      }
      const path = join(root, outFile);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
