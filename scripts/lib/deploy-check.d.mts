export interface DeployProblem {
  path: string;
  problem: string;
  fix: string;
}
export const REQUIRED_VARS: Record<string, string>;
export function deployProblems(rawConfig: unknown, env: string | undefined): DeployProblem[];
export function formatProblems(env: string, problems: DeployProblem[]): string;
