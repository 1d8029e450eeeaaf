/** See scripts/lib/vite-inline-script.ts. */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
