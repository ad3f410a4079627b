// Japanese, Chinese, Korean and Thai name a city after its country, as an address does ("克罗地亚萨格勒布",
// "クロアチアのスプリト", "슬로베니아 류블랴나"): rewritten word for word, two places in a row read as a trip from
// the first to the second. The country only says where the city is, so the city stands alone.
import { nameKey, placeIndex } from "../../gazetteer/place-index.js";

/** Whether `country` is the English name of a whole country and `city` a place the gazetteer knows in it. */
export function qualifiesPlace(country: string, city: string): boolean {
  const outer = placeIndex().names.get(nameKey(country));
  if (outer?.kind !== "country") return false;
  const inner = placeIndex().candidates(nameKey(city))[0];
  return inner !== undefined && inner.kind !== "country" && inner.country === outer.country;
}
