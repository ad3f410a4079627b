import { FORBIDDEN_TOOL_PATTERN, SIDE_EFFECT_RULES, createCatalogue, deriveSideEffect, isSafeSideEffect, loadCatalogue, type ListingEntry } from "@travel/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shippedAisleData } from "./helpers.js";

describe("deriveSideEffect", () => {
  it.each([
    ["search-flight", "search"],
    ["sk_flights_search", "search"],
    ["get_order_details", "search"],
    ["egf_prepare_group_quote", "quote"],
    ["get_offer_details", "quote"],
    ["egf_request_group_quote", "sends"],
    ["request_group_quote", "sends"],
    ["egf_send_flight_offer", "sends"],
    ["email_offer", "sends"],
    ["book_hotel", "books"],
    ["issue_ticket", "books"],
    ["cancel", "books"],
    ["purchase_hotel", "pays"],
    ["create_checkout", "pays"],
    ["create_wallet", "pays"],
    ["pay_invoice", "pays"],
    ["topup_esim", "pays"],
    ["top-up", "pays"],
    ["place_order", "pays"],
    ["order_esim", "pays"],
    ["hold_seats", "books"],
    ["reserve_room", "books"],
    ["get_placeholder", "search"],
  ])("%s -> %s", (name, expected) => {
    expect(deriveSideEffect({ name })).toBe(expected);
  });

  it("never lets a name matching the forbidden pattern count as safe", () => {
    const word = fc.constantFrom("book", "pay", "checkout", "ticket", "email_offer", "Book", "PAYMENT", "prebook", "e_ticket");
    const affix = fc.stringMatching(/^[a-z_]{0,12}$/);
    fc.assert(
      fc.property(affix, word, affix, (before, w, after) => {
        const name = `${before}${w}${after}`;
        expect(FORBIDDEN_TOOL_PATTERN.test(name)).toBe(true);
        expect(isSafeSideEffect(deriveSideEffect({ name }))).toBe(false);
      }),
    );
  });

  it("reads what a tool does from its purpose: a purchase is a purchase whatever its name", () => {
    expect(deriveSideEffect({ name: "add_data", purpose: "Top up an eSIM with more data" })).toBe("pays");
    expect(deriveSideEffect({ name: "confirm", purpose: "Buy the selected plan" })).toBe("pays");
    expect(deriveSideEffect({ name: "finish", purpose: "Check prices and order the plan" })).toBe("pays");
    expect(deriveSideEffect({ name: "seats", purpose: "Hold seats for 24 hours" })).toBe("books");
    expect(deriveSideEffect({ name: "get_order_details", purpose: "Read an existing order" })).toBe("search");
    expect(deriveSideEffect({ name: "search_plans", purpose: "Search plans by country" })).toBe("search");
  });

  it("lets annotations make a tool less safe, never more", () => {
    expect(deriveSideEffect({ name: "search_rooms", annotations: { readOnlyHint: false } })).toBe("sends");
    expect(deriveSideEffect({ name: "search_rooms", annotations: { destructiveHint: true } })).toBe("sends");
    expect(deriveSideEffect({ name: "book_room", annotations: { readOnlyHint: true } })).toBe("books");
    expect(deriveSideEffect({ name: "search_rooms", annotations: { readOnlyHint: true } })).toBe("search");
  });

  it("publishes rules that cover every forbidden word", () => {
    for (const word of ["book", "pay", "checkout", "ticket", "email_offer"]) {
      const rule = SIDE_EFFECT_RULES.find((r) => r.pattern.test(word));
      expect(rule && !isSafeSideEffect(rule.sideEffect), word).toBe(true);
    }
  });
});

describe("safe tools and flags on listings", () => {
  it("lists as safe exactly the tools that search or quote", () => {
    const loaded = loadCatalogue();
    if (!loaded.ok) throw new Error(loaded.error);
    for (const listing of loaded.catalogue.listings) {
      expect(listing.safeTools).toEqual(listing.tools.filter((t) => t.sideEffect === "search" || t.sideEffect === "quote").map((t) => t.name));
      for (const name of listing.safeTools) expect(FORBIDDEN_TOOL_PATTERN.test(name), name).toBe(false);
    }
    const trip1 = loaded.catalogue.get("trip1")!;
    expect(trip1.safeTools).not.toContain("purchase_hotel");
    expect(trip1.flags).toContain("has-unsafe-tools");
    const pikasim = loaded.catalogue.get("pikasim")!;
    for (const name of ["purchase_esim", "topup_esim", "create_wallet", "cancel_esim"]) expect(pikasim.safeTools).not.toContain(name);
    const egf = loaded.catalogue.get("easygroupflights")!;
    expect(egf.safeTools).not.toContain("egf_request_group_quote");
    expect(egf.safeTools).not.toContain("egf_send_flight_offer");
    expect(loaded.catalogue.get("liteapi")!.flags).toContain("books-or-pays-via-unlisted-tools");
  });

  it("still lists a server whose every tool books or pays, flagged and with no safe tools", () => {
    const data = shippedAisleData();
    const base = data.listings.find((l) => l.slug === "trivago")!;
    const payOnly: ListingEntry = { ...base, slug: "pay-only-hotels", tools: [{ name: "book_room", purpose: "Book" }, { name: "checkout", purpose: "Pay" }], booksOrPays: true };
    const catalogue = createCatalogue({ ...data, listings: [...data.listings, payOnly], evidence: { ...data.evidence, "pay-only-hotels": data.evidence["trivago"]! } });
    const listed = catalogue.get("pay-only-hotels")!;
    expect(listed.flags).toEqual(expect.arrayContaining(["all-tools-book-or-pay", "no-safe-tools"]));
    expect(listed.safeTools).toEqual([]);
    expect(catalogue.recommend("hotels", "", 50).map((s) => s.slug)).toContain("pay-only-hotels");
  });
});
