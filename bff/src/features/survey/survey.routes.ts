import { Router } from "@koa/router";
import { SubmitSurveyRequest } from "../../contract/access";
import { assertOwnsPerson, requireCustomer } from "../auth";
import { forbidden } from "../../platform/http/errors";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { insertSurveyResponse, listSurveyQuestions } from "./survey.repository";

/** The customer survey (spec 001 §2, §3, §5): ten questions; answers 5–10 required. Signed-in only. */
export function surveyRoutes(services: Services): Router {
  const router = new Router();

  router.get("/api/v1/get-list-survey", async (ctx) => {
    await requireCustomer(ctx, services.sessions);
    ctx.body = { result: { surveyList: await listSurveyQuestions(services.db) } };
  });

  const submit = async (ctx: Parameters<Parameters<typeof router.post>[1]>[0]) => {
    const session = await requireCustomer(ctx, services.sessions);
    const request = parseInput(SubmitSurveyRequest, ctx.request.body);
    assertOwnsPerson(session, request.personId);
    if (request.username !== session.username) throw forbidden();
    const { personId, username, fullName, ...answers } = request;
    await insertSurveyResponse(services.db, {
      person_id: personId,
      username,
      full_name: fullName,
      answers: JSON.stringify(answers),
      created_at: services.clock.now().toISOString(),
    });
    ctx.body = { result: { status: "success" } };
  };
  router.post("/api/v1/submit-survey", submit);
  // The spec lists the call as /api-v1/submit-survey (a typo of the original); both paths work.
  router.post("/api-v1/submit-survey", submit);

  return router;
}
