export { createJobQueue, type EnqueueOptions, type JobHandler, type JobQueue } from "./jobs";
