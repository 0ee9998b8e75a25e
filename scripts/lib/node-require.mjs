// An esbuild plugin for ES module bundles that contain CommonJS packages requiring Node built-ins (React's
// server renderer for Node, react-dom/server.node, requires util, crypto, async_hooks and stream). esbuild
// would turn each `require('util')` into a call of `require`, which an ES module has neither in workerd nor in
// Node; instead each such require gets a module that imports the built-in (`node:util`, external: workerd
// provides it under nodejs_compat, Node itself) and hands over its exports.
import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules.filter((name) => !name.startsWith('_')));

export const nodeRequire = {
  name: 'node-require',
  setup(b) {
    b.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, ({ path: p, kind }) => {
      const bare = p.replace(/^node:/, '');
      if (kind !== 'require-call' || !builtins.has(bare)) return undefined;
      return { path: bare, namespace: 'node-require' };
    });
    b.onLoad({ filter: /.*/, namespace: 'node-require' }, ({ path: p }) => ({
      contents: `export * from 'node:${p}';\n`,
      loader: 'js',
      resolveDir: '.',
    }));
  },
};
