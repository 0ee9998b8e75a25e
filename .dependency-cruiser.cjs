/**
 * Import cycles, type imports included (`npm test` runs `depcruise` through scripts/test.mjs): a cycle hides which
 * module a shape belongs to (model/README.md). The one cycle check: ESLint's import-x/no-cycle skips `import type`,
 * so it could not see a cycle closed by a type; dependency-cruiser reads the sources before TypeScript drops them.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle, counting type imports: move the shared type where both modules can import it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^dist/', '\\.vocab/index\\.ts$'] },
  },
};
