// CPU time of a process, read from /proc (Linux): the benchmark reads a workerd or Node server process before
// and after a fixed run of requests and divides by the requests answered.
import { readdir, readFile } from 'node:fs/promises';

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [state, ppid, …]. */
async function statFields(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return {
    comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    rest: stat.slice(stat.lastIndexOf(')') + 2).split(' '),
  };
}

async function processes() {
  const found = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const { comm, rest } = await statFields(name);
      found.push({ pid: Number(name), ppid: Number(rest[1]), comm });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** The ids of the workerd processes this Node process started (children or grandchildren). */
export async function workerdChildren() {
  const all = await processes();
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid);
        grew = true;
      }
    }
  }
  return all.filter((p) => p.comm === 'workerd' && mine.has(p.pid)).map((p) => p.pid);
}

/**
 * CPU milliseconds (user + system) the process has used so far, over all its threads: the sum of each
 * thread's run time from /proc/<pid>/task/<tid>/schedstat (nanoseconds), or utime + stime of
 * /proc/<pid>/stat (clock ticks of 10 ms) where schedstat is missing.
 */
export async function cpuMs(pid) {
  try {
    let ns = 0;
    for (const tid of await readdir(`/proc/${pid}/task`)) {
      ns += Number((await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8')).split(' ')[0]);
    }
    return ns / 1e6;
  } catch {
    const { rest } = await statFields(pid);
    return (Number(rest[11]) + Number(rest[12])) * 10;
  }
}
