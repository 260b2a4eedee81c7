/** A setting the BFF cannot start with: the message names the variable and what is wrong. */
export class ConfigError extends Error {}
