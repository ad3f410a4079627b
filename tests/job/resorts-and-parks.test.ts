import { parseJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

// parser/data/places/resorts-and-parks.json: ski resorts, spa towns, national parks and beaches travellers
// name instead of a town, with the inflected forms they write.
const destination = (text: string) => {
  const d = parseJob(text, NOW).destination;
  return d ? `${d.name} ${d.country}` : null;
};

describe("resorts and parks", () => {
  it.each([
    ["Skipass na Kopaoniku za dvoje", "Kopaonik RS"],
    ["Ски пас на Копаонику за двоје", "Kopaonik RS"],
    ["Smeštaj na Zlatiboru za vikend, 2 odrasla", "Zlatibor RS"],
    ["Zimovanje na Jahorini, 4 osobe", "Jahorina BA"],
    ["smještaj na Bjelašnici od 2. do 6. februara", "Bjelašnica BA"],
    ["ubytování ve Špindlerově Mlýně na 3 noci", "Špindlerův Mlýn CZ"],
    ["Jedeme na Špindl na lyže", "Špindlerův Mlýn CZ"],
    ["Lázeňský pobyt v Karlových Varech pro dva", "Karlovy Vary CZ"],
    ["ubytování v Mariánských Lázních na týden", "Mariánské Lázně CZ"],
    ["výlet do Českého Švýcarska", "České Švýcarsko CZ"],
    ["hotel v Piešťanoch na 5 nocí", "Piestany SK"],
    ["dovolenka v Slovenskom raji", "Slovenský raj SK"],
    ["noclegi w Szczyrku dla 2 osób", "Szczyrk PL"],
    ["noclegi w Białce Tatrzańskiej na ferie", "Białka Tatrzańska PL"],
    ["noclegi w Szklarskiej Porębie", "Szklarska Poręba PL"],
    ["wycieczka do Białowieży w maju", "Białowieża PL"],
    ["Bilet do Kapadocji na lot balonem", "Cappadocia TR"],
    ["smučanje v Kranjski Gori za vikend", "Kranjska Gora SI"],
    ["smučanje na Voglu", "Smučišče Vogel SI"],
    ["Namestitev v Rogaški Slatini za vikend", "Rogaška Slatina SI"],
    ["Wellness weekend in Hévíz", "Hévíz HU"],
    ["szállás Bükfürdőn két főre", "Bükfürdő HU"],
    ["szállás Harkányban 3 éjszakára", "Harkány HU"],
    ["Яка погода в Буковелі?", "Bukovel UA"],
    ["Готель у Буковелі на 4 ночі", "Bukovel UA"],
    ["Погода в Буковеле на выходные", "Bukovel UA"],
    ["хотел в Боровец за 3 нощувки", "Borovets BG"],
    ["хотел в Пампорово", "Pamporovo BG"],
    ["cazare în Poiana Brașov 2 nopți", "Poiana Brașov RO"],
    ["cazare la Băile Felix 2 nopți", "Băile Felix RO"],
    ["excursie în Delta Dunării", "Danube Delta RO"],
    ["Smještaj na Žabljaku, 3 noći", "Žabljak ME"],
    ["Hiking in Theth next week", "Theth AL"],
    ["Smještaj na Zlatnom ratu", "Zlatni Rat HR"],
    ["Smeštaj u Vrnjačkoj Banji", "Vrnjačka Banja RS"],
    ["Ski week in Sölden for 4 people", "Sölden AT"],
    ["Chalet in Val Thorens for 6", "Val Thorens FR"],
    ["Weekend in Chamonix", "Chamonix FR"],
    ["Day trip to Saxon Switzerland from Dresden", "Sächsische Schweiz DE"],
    ["Ausflug in die Sächsische Schweiz", "Sächsische Schweiz DE"],
    ["Smeštaj blizu Petrovaradinske tvrđave za Exit Festival", "Petrovaradin Fortress RS"],
  ])("%s", (text, expected) => {
    expect(destination(text)).toBe(expected);
  });

  // The multi-word inflected forms of the exonym table are read as well.
  it.each([
    ["smeštaj u Novom Sadu", "Novi Sad RS"],
    ["hotel u Banjoj Luci", "Banja Luka BA"],
  ])("%s", (text, expected) => {
    expect(destination(text)).toBe(expected);
  });

  // Names that are also words, or a person's name, are no place in lower case or where no place is expected.
  it.each([
    ["Ich habe einen Vogel im Garten gesehen"],
    ["we saw a vogel in the garden"],
    ["the tara of the box is 2 kg"],
    ["the bastei was closed today"],
    ["a una semana de la boda"],
    ["what a jasna day"],
  ])("%s", (text) => {
    expect(destination(text)).toBeNull();
  });

  it.each([
    ["Ich habe einen Vogel gesehen und fahre nach Wien", "Vienna AT"],
    ["my colleague Tara flies to Vienna", "Vienna AT"],
    ["Lech Wałęsa airport to Berlin", "Berlin DE"],
  ])("%s", (text, expected) => {
    expect(destination(text)).toBe(expected);
  });
});
