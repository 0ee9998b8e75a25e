// The entry of one simulated location (scripts/simulate): the built worker (./index.js, copied beside this file)
// with every storage binding it sees wrapped, to count what it asks of them, and with KV's edge cache modelled.
// It is workerd code, not Node's: it runs as its own Miniflare worker, one per location, so each location has
// its own isolate and with it its own in-isolate tiers.
//
// Counted, per binding, at the Worker's side of the API (what Cloudflare bills): KV get (each key of a bulk get),
// getWithMetadata, put, delete, list, and puts by key kind (the text before the first ':'); D1 statements, as
// reads, writes or schema statements by their first word, with the rows the results report; Durable Object calls (fetch and RPC
// methods on a stub); queue messages sent.
//
// KV is eventually consistent: a location reads a key through its own edge cache, which keeps what it read
// (a missing key too) for the read's cacheTtl (60 s unless the Worker asks otherwise, at least 30 s), so a
// write or delete made in another location can take that long to be seen here; this location's own writes are
// seen at once. SIMULATION_KV_PROPAGATION_SECONDS=0 turns the model off (every read sees the latest write).
import site from './index.js';

export * from './index.js';

/** @type {Record<string, number>} */
const counts = {};
const add = (name, n = 1) => {
  counts[name] = (counts[name] ?? 0) + n;
};

// An RPC stub (a Secrets Store secret, a service) answers any property name with a function: not storage.
const isRpcStub = (b) => typeof b?.['a-method-no-binding-has'] === 'function';
const isKv = (b) => typeof b?.getWithMetadata === 'function' && typeof b?.list === 'function';
const isD1 = (b) => typeof b?.prepare === 'function' && typeof b?.batch === 'function';
const isDurableObjects = (b) => typeof b?.idFromName === 'function';
const isQueue = (b) => typeof b?.send === 'function' && typeof b?.sendBatch === 'function';

const decoder = new TextDecoder();

/** A kept read in the form the Worker asked for; `bytes` null: the key was missing. */
function shaped(bytes, type) {
  if (bytes === null) return null;
  switch (type ?? 'text') {
    case 'json':
      return JSON.parse(decoder.decode(bytes));
    case 'arrayBuffer':
      return bytes.slice(0);
    case 'stream':
      return new Response(bytes.slice(0)).body;
    default:
      return decoder.decode(bytes);
  }
}

const typeOf = (options) => (typeof options === 'string' ? options : options?.type);

function countingKv(kv, name, propagationSeconds) {
  /** @type {Map<string, { bytes: ArrayBuffer | null, metadata: unknown, until: number }>} */
  const edge = new Map();
  async function read(key, options) {
    if (propagationSeconds <= 0) return null;
    const kept = edge.get(key);
    if (kept && kept.until > Date.now()) return kept;
    const { value, metadata } = await kv.getWithMetadata(key, 'arrayBuffer');
    const seconds = Math.max(
      30,
      typeof options === 'object' && options?.cacheTtl ? options.cacheTtl : propagationSeconds,
    );
    const entry = { bytes: value, metadata, until: Date.now() + seconds * 1000 };
    if (edge.size > 5000) edge.clear();
    edge.set(key, entry);
    return entry;
  }
  return {
    async get(key, options) {
      if (Array.isArray(key)) {
        add(`${name}.get`, key.length);
        return kv.get(key, options);
      }
      add(`${name}.get`);
      const kept = await read(key, options);
      return kept ? shaped(kept.bytes, typeOf(options)) : kv.get(key, options);
    },
    async getWithMetadata(key, options) {
      if (Array.isArray(key)) {
        add(`${name}.getWithMetadata`, key.length);
        return kv.getWithMetadata(key, options);
      }
      add(`${name}.getWithMetadata`);
      const kept = await read(key, options);
      if (!kept) return kv.getWithMetadata(key, options);
      return {
        value: shaped(kept.bytes, typeOf(options)),
        metadata: kept.metadata ?? null,
        cacheStatus: null,
      };
    },
    put(key, value, options) {
      add(`${name}.put`);
      add(`${name}.put:${String(key).split(':')[0]}`);
      edge.delete(key);
      return kv.put(key, value, options);
    },
    delete(key) {
      add(`${name}.delete`);
      edge.delete(key);
      return kv.delete(key);
    },
    list(options) {
      add(`${name}.list`);
      return kv.list(options);
    },
  };
}

// A statement's kind by its first word: rows written, the schema (a table made sure of), or a read.
const statementKind = (sql) =>
  /^\s*(insert|update|delete|replace)\b/i.test(sql)
    ? 'writes'
    : /^\s*(create|drop|alter)\b/i.test(sql)
      ? 'schema'
      : 'reads';

function countingD1(db, name) {
  const real = new WeakMap();
  const counted = (result, sql) => {
    add(`${name}.${statementKind(sql)}`);
    add(`${name}.rowsRead`, result?.meta?.rows_read ?? 0);
    add(`${name}.rowsWritten`, result?.meta?.rows_written ?? 0);
    return result;
  };
  const statement = (stmt, sql) => {
    const wrapped = {
      bind: (...values) => statement(stmt.bind(...values), sql),
      first: async (...args) => {
        add(`${name}.${statementKind(sql)}`);
        return stmt.first(...args);
      },
      all: async () => counted(await stmt.all(), sql),
      run: async () => counted(await stmt.run(), sql),
      raw: async (...args) => {
        add(`${name}.${statementKind(sql)}`);
        return stmt.raw(...args);
      },
    };
    real.set(wrapped, { stmt, sql });
    return wrapped;
  };
  const session = (target) => ({
    prepare: (sql) => statement(target.prepare(sql), sql),
    async batch(statements) {
      const found = statements.map((s) => real.get(s) ?? { stmt: s, sql: '' });
      const results = await target.batch(found.map((f) => f.stmt));
      results.forEach((result, i) => counted(result, found[i].sql));
      return results;
    },
    async exec(sql) {
      add(`${name}.exec`);
      return target.exec(sql);
    },
    dump: () => target.dump(),
    withSession: (...args) => session(target.withSession(...args)),
    getBookmark: () => target.getBookmark?.(),
  });
  return session(db);
}

function countingStub(stub, name) {
  return new Proxy(stub, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property === 'then' || typeof value !== 'function') return value;
      return (...args) => {
        add(`${name}.calls`);
        // Reflect.apply: an RPC method stub would take `.apply` for a call of a method named "apply".
        return Reflect.apply(value, target, args);
      };
    },
  });
}

function countingDurableObjects(namespace, name) {
  return new Proxy(namespace, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'getByName')
        return (...args) => countingStub(Reflect.apply(value, target, args), name);
      return (...args) => Reflect.apply(value, target, args);
    },
  });
}

function countingQueue(queue, name) {
  return {
    send(body, options) {
      add(`${name}.messages`);
      return queue.send(body, options);
    },
    sendBatch(messages, options) {
      add(`${name}.messages`, [...messages].length);
      return queue.sendBatch(messages, options);
    },
  };
}

const wrapped = new WeakMap();

/** The Worker's env with each storage binding counted; the same object for the same env. */
function locationEnv(env) {
  const kept = wrapped.get(env);
  if (kept) return kept;
  const propagation = Number(env.SIMULATION_KV_PROPAGATION_SECONDS ?? 60);
  const out = { ...env };
  for (const [name, binding] of Object.entries(env)) {
    if (isRpcStub(binding)) out[name] = binding;
    else if (isKv(binding)) out[name] = countingKv(binding, name, propagation);
    else if (isD1(binding)) out[name] = countingD1(binding, name);
    else if (isDurableObjects(binding)) out[name] = countingDurableObjects(binding, name);
    else if (isQueue(binding)) out[name] = countingQueue(binding, name);
  }
  wrapped.set(env, out);
  return out;
}

/** The simulation reads the counts with this header; nothing else answers it (the header never reaches the site). */
const COUNTS_HEADER = 'x-simulation-counts';

/**
 * The request as a reader's browser sends it. Miniflare's dispatch (the simulation's `fetch`) names its own
 * loopback address in Host, where a browser names the site of the URL; the Worker reads the site from Host.
 */
function asReaderSent(request) {
  const { host } = new URL(request.url);
  if (request.headers.get('host') === host) return request;
  const headers = new Headers(request.headers);
  headers.set('host', host);
  return new Request(request, { headers });
}

export default {
  fetch(request, env, ctx) {
    if (request.headers.get(COUNTS_HEADER) === env.SIMULATION_COUNTS_TOKEN)
      return Response.json({ location: env.SIMULATION_LOCATION, counts });
    add('requests');
    return site.fetch(asReaderSent(request), locationEnv(env), ctx);
  },
  queue(batch, env, ctx) {
    add(`queue.${batch.queue}`);
    return site.queue(batch, locationEnv(env), ctx);
  },
};
