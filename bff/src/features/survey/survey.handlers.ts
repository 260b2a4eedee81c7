import { messages } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsPerson, type CustomerSession } from "../auth";
import { insertSurveyResponse, listSurveyQuestions } from "./survey.repository";

/**
 * The customer survey (spec 001 §2, §3, §5): ten questions; answers 5–10 required. Signed-in only.
 * The spec lists the submit call as /api-v1/submit-survey (a typo of the original): the table serves both.
 */
export function surveyHandlers(
  services: Services,
): RouteHandlers<"surveyList" | "submitSurvey", CustomerSession> {
  return {
    surveyList: async () => ({ result: { surveyList: await listSurveyQuestions(services.db) } }),

    async submitSurvey(request, { caller: session }) {
      assertOwnsPerson(session, request.personId);
      if (request.username !== session.username) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
      const { personId, username, fullName, ...answers } = request;
      await insertSurveyResponse(services.db, {
        person_id: personId,
        username,
        full_name: fullName,
        answers: JSON.stringify(answers),
        created_at: services.clock.now().toISOString(),
      });
      return { result: { status: "success" } };
    },
  };
}
