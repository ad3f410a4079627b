import { z } from "zod";

const list = z.array(z.string().min(1)).min(1);

/**
 * The `places` section: the words of the grammar's own language (en.json) around a place name, read by
 * parser/src/dimensions/places/rules. Other languages' words are rewritten into these first ("z" is "from").
 */
export const PlacesSectionSchema = z
  .object({
    from: list.describe('Words before a place that make it the start ("from", "departing", "ex")'),
    to: list.describe('Words before a place that make it where the trip goes ("to", "towards", "visiting")'),
    at: list.describe('Words before a place that put something there ("in", "at", "near")'),
    via: list.describe('Words before a place the trip passes through ("via", "through")'),
    stopover: list.describe('Words before "in" or "at" that make the place a stop on the way ("layover in", "change at")'),
    back: list.describe('Words before "to" that make the place the way back ("back to", "return to", "home to")'),
    placeWords: list.describe('Words beside a name that make it a place ("Split airport", "the port of Split")'),
    landmarkBefore: list.describe('Words before a name that make a small town\'s name a place of the trip ("lake", "castle", "port of")'),
    landmarkAfter: list.describe('Words after a town\'s name that make it a landmark\'s name, not the town ("... Square", "... Bridge")'),
    inflectionCues: list.describe("Words after which a lower-case word may be an inflected place name (a cue, a kind of trip)"),
    personBefore: list.describe('Relations and greetings before a capitalised name that make it a person ("my colleague Sofia", "hi Florence")'),
    personVerbs: list.describe('Verbs only people take after a given name ("Sofia wants", "Jordan said")'),
    personAfterAnd: list.describe('Words after "Name and" that make the name a companion ("Sofia and I")'),
    hotelWords: list.describe('Words of a stay before a name that make it the hotel\'s ("Hotel Europa, Sofia")'),
    comingFrom: list.describe('Words before "from" that say where the traveller comes from, not where a car or a walk starts ("I\'m from")'),
    nationality: list.describe('Words beside a country that make it the traveller\'s nationality ("citizen", "passport")'),
    branchAfter: list.describe('Words after a place that make it a firm\'s branch, an errand of work and no trip ("the Atlanta office", "our Lyon team")'),
  })
  .strict();

export type PlacesSection = z.infer<typeof PlacesSectionSchema>;
