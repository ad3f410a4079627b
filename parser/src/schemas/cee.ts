/** The default central-and-eastern-Europe set of docs/DESIGN.md section 6 (ISO 3166-1 alpha-2). */
export const DEFAULT_CEE_COUNTRIES = [
  "PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "EE", "LV", "LT",
  "RS", "BA", "ME", "MK", "AL", "XK", "MD", "UA",
] as const;

/** The CEE set as the desk is given it: a list of ISO-2 codes, or a config that carries one. */
export type CeeSource = readonly string[] | { ceeCountries: readonly string[] };

const defaultCee: ReadonlySet<string> = new Set(DEFAULT_CEE_COUNTRIES);
const ceeSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The configured central and eastern Europe set (docs/DESIGN.md section 6), one Set per list, made once. */
export function ceeSet(source: CeeSource | undefined): ReadonlySet<string> {
  if (!source) return defaultCee;
  const list = Array.isArray(source) ? (source as readonly string[]) : (source as { ceeCountries: readonly string[] }).ceeCountries;
  let set = ceeSets.get(list);
  if (!set) {
    set = new Set(list);
    ceeSets.set(list, set);
  }
  return set;
}
