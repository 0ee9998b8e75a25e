/** D1 in memory (Node's SQLite); `counts.statements` tallies the statements run. */
export class MemoryD1 {
  counts: { statements: number };
  prepare(sql: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
  exec(sql: string): Promise<D1ExecResult>;
}
