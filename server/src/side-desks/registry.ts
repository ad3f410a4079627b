import type { SideDesk } from "../context/side-desk.js";
import { groupHotelsDesk } from "./group-hotels/desk.js";
import { sosDesk } from "./sos/desk.js";
import { whatsappAdapterDesk } from "./whatsapp-adapter/desk.js";

/**
 * The side desks, one line each, in the order OpenAPI and llms-full.txt list them. The mount, the
 * documents (OpenAPI, llms-full.txt) and the fuzzer's endpoint list all read this; docs/contributing.md "A new side desk".
 */
export const SIDE_DESKS: readonly SideDesk[] = [
  sosDesk,
  whatsappAdapterDesk,
  groupHotelsDesk,
];
