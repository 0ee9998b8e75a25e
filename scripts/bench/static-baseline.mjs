// Starts the Node static server (static-server.mjs) in its own process with the given pages' bytes.
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static-server.mjs');

/** The Node static server on 127.0.0.1:`port`: `/<name>` answers `pages[name]`. */
export async function startStaticServer({ port, pages }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-static-'));
  for (const [name, html] of Object.entries(pages)) await writeFile(path.join(dir, `${name}.html`), html);
  const child = fork(server, [dir, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the static server exited with code ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  return { pid: child.pid, port, stop };
}
