/**
 * @paygpa/simulator-kit: what the billing and gateway simulators run on, apart from the data they
 * are seeded with (that is `@paygpa/fixtures`). The control vocabulary is `./control-api`, the
 * shared HTTP plumbing `./simulator-http`.
 */
export * from "./clock";
export * from "./classroom";
export { parseSeed, type RunIds, runIds, seededDraws } from "./run-ids";
export {
  defineScenario,
  type ScenarioDefinition,
  type ScenarioFault,
  type ScenarioService,
  type ScenarioStep,
  scenarioProblem,
  stepsFor,
  type WorldChange,
} from "./scenario";
export {
  describeTarget,
  isBaseTarget,
  parseScenarioTarget,
  type ScenarioTarget,
  scenarioScope,
  targetedSteps,
} from "./scenario-target";
