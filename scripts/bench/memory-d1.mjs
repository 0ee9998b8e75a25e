// A D1 database in memory (Node's built-in SQLite), for running the worker in Node (render.mjs,
// profile-render.mjs, html-snapshot.mjs): prepare, bind, first, all, run, raw and batch as the purge index uses
// them (worker/cache/entry-index.ts). `counts` tallies the statements run.

// Node 22's SQLite, loaded when a database is made (npm scripts run the project's Node 22).
function sqliteDatabase() {
  const sqlite = process.getBuiltinModule?.('node:sqlite');
  if (!sqlite) throw new Error(`MemoryD1 needs node:sqlite (Node 22); this is Node ${process.version}`);
  return new sqlite.DatabaseSync(':memory:');
}

const meta = (changes = 0) => ({ changes, rows_read: 0, rows_written: changes, duration: 0 });

class MemoryStatement {
  /** @param {MemoryD1} db @param {string} sql @param {unknown[]} values */
  constructor(db, sql, values = []) {
    this.db = db;
    this.sql = sql;
    this.values = values;
  }

  bind(...values) {
    return new MemoryStatement(this.db, this.sql, values);
  }

  #statement() {
    this.db.counts.statements += 1;
    return this.db.sqlite.prepare(this.sql);
  }

  async all() {
    const statement = this.#statement();
    if (!statement.columns().length)
      return { success: true, results: [], meta: meta(Number(statement.run(...this.values).changes)) };
    return { success: true, results: statement.all(...this.values).map((row) => ({ ...row })), meta: meta() };
  }

  async run() {
    return this.all();
  }

  async first(column) {
    const [row] = (await this.all()).results;
    if (row === undefined) return null;
    return column === undefined ? row : row[column];
  }

  async raw() {
    return (await this.all()).results.map((row) => Object.values(row));
  }
}

/** D1 in memory; `counts.statements` tallies the statements run. */
export class MemoryD1 {
  counts = { statements: 0 };

  sqlite = sqliteDatabase();

  prepare(sql) {
    return new MemoryStatement(this, sql);
  }

  /** Runs the statements in one transaction, as D1 does. */
  async batch(statements) {
    this.sqlite.exec('BEGIN');
    try {
      const results = [];
      for (const statement of statements) results.push(await statement.all());
      this.sqlite.exec('COMMIT');
      return results;
    } catch (error) {
      this.sqlite.exec('ROLLBACK');
      throw error;
    }
  }

  async exec(sql) {
    this.sqlite.exec(sql);
    return { count: 1, duration: 0 };
  }
}
