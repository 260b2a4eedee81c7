/** The survey feature's door: other rooms import only from here. */
export { SURVEY_QUESTIONS } from "./survey-questions";
export { seedSurveyQuestions } from "./survey.repository";
export { surveyHandlers } from "./survey.handlers";
