// Imported first by the Node entry (../main.ts), before @hono/node-server reads the globals it replaces: ./web-globals.ts.
import { installWebGlobals } from "./web-globals.js";

installWebGlobals();
