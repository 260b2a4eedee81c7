/**
 * The environment a service reads, as one table per service (name, default, one-line meaning): the
 * readers take their defaults from it and `npm run env-example` writes each service's `.env.example`
 * from it, so the example cannot drift from the code. Each service's test compares its
 * `.env.example` with `renderEnvExample` and the names its readers use with its table.
 */

/** One variable: its default as text ("" when it has none: required in production, or off). */
export interface EnvVariable {
  readonly default: string;
  readonly description: string;
}

export type EnvTable = Readonly<Record<string, EnvVariable>>;

/** A service's table, frozen; keys in the order the example lists them. */
export function envTable<const T extends Record<string, EnvVariable>>(table: T): Readonly<T> {
  return Object.freeze(table);
}

/** The variables the runtime itself reads in every service: mode, log format, control access. */
export const RUNTIME_ENV = envTable({
  PAYGPA_MODE: {
    default: "production",
    description:
      "production, demo or test; unset is production (every secret and URL required, no control API); npm start sets demo",
  },
  PAYGPA_PORT_BASE: {
    default: "3000",
    description:
      "outside production: moves the stack, portal on it, BFF +1, billing +2, gateway +3, and every address between them; a *_PORT or *_URL set wins",
  },
  PAYGPA_STACK_ID: {
    default: "",
    description:
      "this run's stack id (npm start makes one): said on /health and /ready; a peer answering with another refuses the start",
  },
  PAYGPA_LOG_LEVEL: { default: "info", description: "fatal, error, warn, info, debug, trace or silent" },
  PAYGPA_LOG_PRETTY: {
    default: "",
    description:
      "1: readable coloured lines; 0: JSON; unset: pretty in a terminal outside production, CI and tests",
  },
  PAYGPA_CONTROL_TOKEN: {
    default: "",
    description:
      "the control API's token (32+ characters, never in production); unset: the shared token file",
  },
  PAYGPA_CONTROL_TOKEN_FILE: {
    default: ".paygpa-control-token",
    description:
      "where the shared control token is kept when PAYGPA_CONTROL_TOKEN is unset (repository root)",
  },
  PAYGPA_CONTROL_REMOTE: {
    default: "",
    description: "allow: the control API answers other machines too (loopback only otherwise)",
  },
});

/** What a service's `.env.example` is made of. */
export interface EnvExample {
  /** The service, as its log lines name it. */
  readonly service: string;
  /** The module holding the table, for the file's header. */
  readonly source: string;
  readonly variables: EnvTable;
}

/**
 * The text of a `.env.example`: a header, then per variable its meaning and `# NAME=default`
 * (commented out: an unset variable takes its default; `# NAME=` when there is none).
 */
export function renderEnvExample(example: EnvExample): string {
  const lines = [
    `# The environment of the ${example.service}: every PAYGPA_* variable it reads, with its default.`,
    `# Generated from ${example.source} by \`npm run env-example\`; do not edit by hand.`,
    "# Unset variables take the default shown; one with nothing after = has no default.",
  ];
  for (const [name, variable] of Object.entries(example.variables)) {
    lines.push("", `# ${variable.description}`, `# ${name}=${variable.default}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The PAYGPA_* names a reader's source uses in code: `env.NAME` or the string literal `"NAME"`
 * (comments and messages that mention a variable do not count).
 */
export function variablesReadIn(source: string): string[] {
  const names = [...source.matchAll(/env\.(PAYGPA_[A-Z0-9_]+)\b|"(PAYGPA_[A-Z0-9_]+)"/g)].map(
    (match) => match[1] ?? match[2] ?? "",
  );
  return [...new Set(names)].sort();
}
