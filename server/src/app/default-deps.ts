import type { Catalogue, Config, DeskDeps } from "@travel/shared";
import type { SideDesk } from "../context/side-desk.js";
import { SIDE_DESKS } from "../side-desks/registry.js";
import { createGroupSpecialist, createRegionalSupplier, createSosAdvisor, loadCatalogue } from "@travel/shared";

export type DefaultDeps = { ok: true; desk: DeskDeps; catalogue: Catalogue; sideDesks: readonly SideDesk[] } | { ok: false; error: string };

/** Builds the real dependencies from configuration; a refused setting or invalid data is an error value. */
export function createDefaultDeps(config: Config): DefaultDeps {
  const now = () => new Date();
  const loaded = loadCatalogue();
  if (!loaded.ok) return { ok: false, error: loaded.error };
  const regional = createRegionalSupplier({ config, now });
  if (!regional.ok) return { ok: false, error: regional.error };
  return {
    ok: true,
    catalogue: loaded.catalogue,
    sideDesks: SIDE_DESKS,
    desk: {
      config,
      now,
      regional: regional.supplier,
      groupSpecialist: createGroupSpecialist(config, loaded.catalogue, now),
      catalogue: loaded.catalogue,
      sos: createSosAdvisor(config),
    },
  };
}
