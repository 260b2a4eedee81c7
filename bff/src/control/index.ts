/**
 * The BFF's control routes for QA and the classroom (`/__control/*`): health, system reset, clock,
 * scenarios, timeline, mail, trainees, and the journal of the BFF's own events. Loaded outside
 * production only, by a dynamic import in `createApp` (`tests/fixtures-out.test.ts`); every call but
 * `GET /__control/health` needs the control token and comes from loopback (decision 014).
 */
export { controlGuard } from "@paygpa/runtime/control-access";
export { controlRoutes } from "./control.routes";
export { emptyAllTables } from "./tables.repository";
export { BffEventJournal } from "./event-journal";
export { ScenariosInForce } from "./scenarios-in-force";
export { classroomScope, traineesRoutes } from "./trainees.routes";
