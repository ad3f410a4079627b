// Regenerates discovery/snapshots/ from what the app serves (BASE_URL http://localhost:8787, VENDOR
// example). The snapshots are generated output: never edit them by hand; run this after a change.
import { writeSnapshots } from "@travel/workbench";

const written = await writeSnapshots();
console.log(`wrote ${written} discovery document snapshots to discovery/snapshots/`);
