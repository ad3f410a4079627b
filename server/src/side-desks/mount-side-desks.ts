import { GROUP_HOTEL_MIN_ROOMS, assessDisruptionTool, composeWhatsappHandoffTool, parseJob, prepareGroupHotelRequestTool, type PlaceParser } from "@travel/shared";
import type { Hono } from "hono";
import type { AppContext } from "../context/app-context.js";
import { mountEndpoint } from "../http/mount-endpoint.js";
import { StatelessMcpMux } from "../http/stateless-mux.js";
import { createGroupHotelsServer, groupHotelsRest } from "./group-hotels-desk.js";
import { buildSideDeskHandshake } from "./handshake.js";
import { createSosServer, sosRest } from "./sos-desk.js";
import { createWhatsappServer, whatsappRest } from "./whatsapp-desk.js";

/** Mounts the three side desks, each one McpServer plus REST on one path, through mountEndpoint. */
export async function mountSideDesks(app: Hono, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const now = ctx.desk.now;
  // The routing core's parser reads the route; the advisor reads delay, notice and cause itself.
  const parse: PlaceParser = (text) => parseJob(text, now(), { ceeCountries: config.ceeCountries });

  mountEndpoint(app, config, {
    path: "/sos-mcp",
    mcp: await StatelessMcpMux.create(createSosServer(config, parse), ctx.onError),
    rest: sosRest(config, parse),
    describe: () =>
      buildSideDeskHandshake(config, {
        path: "/sos-mcp",
        serverName: `${config.deskServerName}-sos`,
        tool: assessDisruptionTool.name,
        body: {
          job: "string: the disruption in plain language (or give from, to and disruption instead)",
          from: "string: first departure airport, IATA code or city",
          to: "string: final destination, IATA code or city",
          disruption: "delay | cancellation | denied-boarding",
          "arrivalDelayHours?": "number", "noticeDays?": "number", "flight?": "string", "carrier?": "string", "cause?": "string",
        },
        example: { job: "Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure" },
        policy: "EC261 advice only: never files a claim, never buys; not legal advice.",
      }),
  });

  mountEndpoint(app, config, {
    path: "/whatsapp-adapter",
    mcp: await StatelessMcpMux.create(createWhatsappServer(config, ctx.runDesk), ctx.onError),
    rest: whatsappRest(config, ctx.runDesk),
    describe: () =>
      buildSideDeskHandshake(config, {
        path: "/whatsapp-adapter",
        serverName: `${config.deskServerName}-whatsapp-adapter`,
        tool: composeWhatsappHandoffTool.name,
        body: { "job | deskResult": "a travel job (string) or a desk result (object), exactly one", name: "string", phone: "E.164, e.g. +48512345678" },
        example: { job: "VIP: 2 passengers Warsaw to Prague on 4 May 2027", name: "Ms Example", phone: "+48512345678" },
        policy: "Compose only: returns the message and a wa.me link for a person to open; sent is always false.",
      }),
  });

  mountEndpoint(app, config, {
    path: "/group-hotels-mcp",
    mcp: await StatelessMcpMux.create(createGroupHotelsServer(config, now), ctx.onError),
    rest: groupHotelsRest(config, now),
    describe: () =>
      buildSideDeskHandshake(config, {
        path: "/group-hotels-mcp",
        serverName: `${config.deskServerName}-group-hotels`,
        tool: prepareGroupHotelRequestTool.name,
        body: { rooms: `integer >= ${GROUP_HOTEL_MIN_ROOMS}`, city: "string", checkIn: "YYYY-MM-DD", checkOut: "YYYY-MM-DD (after checkIn)", "invoice?": "single", "notes?": "string" },
        example: { rooms: 12, city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" },
        policy: "A stub: validates and structures the request (stub: true, bookable: false); contacts no hotel, books nothing.",
      }),
  });
}
