import { EUROPE } from "../place-data.js";
import { placeIndex } from "../../../gazetteer/place-index.js";
import type { PlaceMention } from "../places.js";
import type { JobText } from "../../../text/text.js";

const region = (country: string) => (EUROPE.has(country) ? "EU" : country === "US" || country === "CA" || country === "MX" ? "NA" : country);

/** How many mentions are in each country and region, kept as mentions change their namesake. */
class PlaceCounts {
  private readonly countries = new Map<string, number>();
  private readonly regions = new Map<string, number>();

  constructor(found: readonly PlaceMention[]) {
    for (const m of found) this.count(m, 1);
  }

  count(m: PlaceMention, by: number): void {
    this.countries.set(m.entry.country, (this.countries.get(m.entry.country) ?? 0) + by);
    this.regions.set(region(m.entry.country), (this.regions.get(region(m.entry.country)) ?? 0) + by);
  }

  /** Another mention is there: a count above the mention's own. */
  inOtherCountry(country: string, own: string): boolean {
    return (this.countries.get(country) ?? 0) - (country === own ? 1 : 0) > 0;
  }

  inOtherRegion(country: string, own: string): boolean {
    return (this.regions.get(region(country)) ?? 0) - (region(country) === region(own) ? 1 : 0) > 0;
  }
}

/** Of a name's namesakes, the one near the job's other places, never trading a great city for a hamlet. */
export function preferNamesakesNearby(text: JobText, found: PlaceMention[]): void {
  if (found.length < 2) return;
  const index = placeIndex();
  const counts = new PlaceCounts(found);
  for (const m of found) {
    if (m.entry.kind === "country" || m.qualified) continue;
    // A place near the job's others stays: its namesakes are not read.
    const own = m.entry.country;
    if (counts.inOtherCountry(own, own) || counts.inOtherRegion(own, own)) continue;
    const key = text.tokens.slice(m.first, m.last + 1).map((t) => t.s).join(" ");
    const candidates = index.candidates(key).filter((c) => c.kind !== "country");
    if (candidates.length < 2) continue;
    const near = candidates.find((c) => counts.inOtherCountry(c.country, own)) ?? candidates.find((c) => counts.inOtherRegion(c.country, own));
    if (near && near.population * 20 >= m.entry.population) {
      counts.count(m, -1);
      m.entry = near;
      m.name = near.name;
      counts.count(m, 1);
    }
  }
}
