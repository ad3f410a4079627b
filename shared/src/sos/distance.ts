/** Mean Earth radius (IUGG), the value that reproduces the CJEU's FCO–HAM 1,326 km in C-559/16 Bossen. */
export const EARTH_RADIUS_KM = 6371.0088;

/** A point on the globe in decimal degrees. */
export interface Coordinates {
  lat: number;
  lon: number;
}

/** A whole, non-negative number of km as English writes it ("1,326", "12,500"): what Intl.NumberFormat("en") writes,
 * without the ICU data its first use maps into the process. */
export function kilometres(km: number): string {
  const digits = String(km);
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return out;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula (the route method of EC261 Art. 7(4)). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
