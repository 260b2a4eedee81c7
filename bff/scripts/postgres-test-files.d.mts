/** Every test file of the BFF at `root`, and those of them that can reach the database (decision 049). */
export function postgresTestFiles(root: string): { all: string[]; selected: string[] };
