import { parseJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

// Croatian, Bosnian, Serbian (both scripts), Slovenian and Macedonian share most of their words. Each job
// here carries what a native reader tells them apart by: Croatian months and words (srpnja, vlak, tko,
// putovnica, tjedan), Serbian ekavian (dve, gde, sledeći, deca) and evra/avgust, Bosnian ijekavian with
// Serbian-side words (dvije + voz, djeca + pasoš) or its own (selam, hanuma, kahva, sedmica, august),
// Slovenian (kje, jutri, midva, rada, v), Macedonian (ќ, ѓ, ѕ, барам, сакам, колку, утре, -от/-та).
describe("the South Slavic languages are told apart", () => {
  it.each([
    ["Trebamo vlak iz Zagreba za Rijeku za dvije osobe, 5. srpnja 2027.", "hr"],
    ["Tko nam može rezervirati smještaj u Splitu na tjedan dana od 12. kolovoza?", "hr"],
    ["Što je najbrži način do zračne luke u Zagrebu?", "hr"],
    ["Tražim jeftin let iz Splita za London, polazak 3. studenoga, povratak tjedan dana kasnije.", "hr"],
    ["Vrijedi li mi osobna iskaznica umjesto putovnice za put u Crnu Goru?", "hr"],
    ["Gde mogu da kupim kartu za voz od Beograda do Novog Sada za sledeću nedelju?", "sr"],
    ["Treba nam smeštaj u Nišu za dve osobe i dvoje dece, od 4. avgusta.", "sr"],
    ["Koliko evra košta let iz Beograda za Beč 15. oktobra?", "sr"],
    ["Da li je aerodrom u Nišu otvoren posle ponoći? Letim sutra ujutru.", "sr"],
    ["Треба ми карта за воз од Београда до Бара за следећи петак.", "sr"],
    ["Где могу да изнајмим ауто на аеродрому у Нишу?", "sr"],
    ["Двоје одраслих и двоје деце из Новог Сада за Солун, 10. јула 2027.", "sr"],
    ["Selam, trebaju nam dvije karte za voz iz Sarajeva za Mostar, sljedeće sedmice.", "bs"],
    ["Trebam smještaj u Sarajevu na sedmicu dana od 3. augusta.", "bs"],
    ["Koliko košta let iz Sarajeva za Istanbul za mene i hanumu?", "bs"],
    ["Da li djeca trebaju pasoš za put u Tursku?", "bs"],
    ["Polahko, nema žurbe: trebamo hotel u Tuzli za dvije osobe od 14. juna.", "bs"],
    ["Rada bi letela iz Ljubljane v Pariz 12. junija, kaj je najceneje?", "sl"],
    ["Kje lahko kupim vozovnico za vlak iz Maribora do Zagreba za jutri?", "sl"],
    ["Potrebujem hotel v Piranu za dve osebi, dve noči od 3. avgusta.", "sl"],
    ["Midva bi rada najela avto na letališču Brnik.", "sl"],
    ["Барам евтин лет од Скопје до Виена за двајца, 5 јуни.", "mk"],
    ["Колку чини автобуската карта од Охрид до Скопје утре?", "mk"],
    ["Ни треба хотел во Струга за три ноќи, сакаме соба со поглед на езерото.", "mk"],
    ["Дали ми треба виза за Турција со македонски пасош?", "mk"],
    ["Train from Zagreb to Ljubljana tomorrow, 2 adults", "en"],
    ["Hotel in Sarajevo for two nights", "en"],
    ["Cheap flight Belgrade to Skopje next Friday", "en"],
    ["Колку е часот?", "mk"],
    ["Колико је сати?", "sr"],
    ["Сакам авионска карта за Рим за мене и сопругата ми.", "mk"],
    ["Утре патуваме со автобус од Битола до Белград.", "mk"],
    ["Шта је смисао живота?", "sr"],
    ["Ћерка и ја путујемо возом у Загреб, следеће недеље.", "sr"],
    ["Koliko je ura?", "sl"],
    ["Hvala lepa, jutri greva v Koper.", "sl"],
    ["Ide li vlak za Split iz Zagreba i nedjeljom?", "hr"],
    ["Hoću kahvu i kartu za autobus do Bihaća.", "bs"],
    ["Letimo iz Zagreba u Dubrovnik 3. svibnja", "hr"],
  ])("%s -> %s", (text, tag) => {
    expect(parseJob(text, NOW).language).toBe(tag);
  });
});

// A job with no word only Bosnian has reads the same as Croatian or Serbian: bs.json sends such ties to
// them ("tiesGoTo"), and one Bosnian word or mark still makes the job Bosnian.
describe("a tie with Bosnian goes to Croatian or Serbian", () => {
  it.each([
    ["Koliko je sati?", "hr"],
    ["Šta je smisao života?", "sr"],
    ["Selam, šta ima?", "bs"],
    ["Letimo iz Beograda u Tivat 3. maja", "sr"],
    ["Letimo iz Sarajeva u Tivat 3. maja, nas dvoje s djecom", "bs"],
  ])("%s -> %s", (text, tag) => {
    expect(parseJob(text, NOW).language).toBe(tag);
  });
});
