import { readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** A bundle's size on disk and gzipped (level 9, about what Cloudflare counts against the 3 MB limit). */
export function bundleSize(file: string): { bytes: number; gzipBytes: number; mb: number; gzipMb: number } {
  const bytes = statSync(file).size;
  const gzipBytes = gzipSync(readFileSync(file), { level: 9 }).length;
  const mb = (n: number) => Math.round((n / 1048576) * 100) / 100;
  return { bytes, gzipBytes, mb: mb(bytes), gzipMb: mb(gzipBytes) };
}
