import { parseJob } from "@travel/shared";
import { adversarialJobs } from "@travel/workbench";
const now = new Date("2026-11-22T10:00:00Z");
const job = adversarialJobs().find((j) => j.family === process.argv[2])!;
for (let i = 0; i < 3; i++) parseJob(job.text, now);
const t = performance.now(); for (let i = 0; i < 50; i++) parseJob(job.text, now); console.log(((performance.now() - t)/50).toFixed(2), "ms");
