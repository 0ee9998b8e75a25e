/** `{ NAME: value }` of every `NAME=value` line of .dev.vars.example. */
export function exampleDevVars(): Promise<Record<string, string>>;
/** The value of `name` in .dev.vars (what wrangler and the bench's workerd read), else in .dev.vars.example. */
export function devVar(name: string): Promise<string>;
