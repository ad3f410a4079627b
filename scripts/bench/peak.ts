import { memoryMb, type Child } from "./children.js";
import { runLoad, type LoadRequest, type LoadResult } from "./load.js";

/** Connections of the peak-memory phase (issue 16: peak RSS at 100 connections). */
export const PEAK_CONNECTIONS = 100;

/**
 * Drives `child` with PEAK_CONNECTIONS connections for `durationS` seconds over `requests` (REST and MCP
 * mixed) and reports its resident-memory high-water mark (VmHWM) afterwards: the peak of the whole
 * process life so far, which is what a container limit or an isolate cap meets.
 */
export async function measurePeak(child: Child, requests: LoadRequest[], durationS: number): Promise<{ peakRssMb: number | null; load: LoadResult }> {
  const load = await runLoad(child.url, requests, { connections: PEAK_CONNECTIONS, durationS });
  return { peakRssMb: memoryMb(child.pid).peakMb, load };
}
