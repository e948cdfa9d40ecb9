/**
 * Browser tests: each file starts the built product on its own port and data folder.
 * ts-jest transpiles file by file (isolatedModules) so import() of ESM-only packages stays real;
 * `npm run typecheck` checks the types.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  testTimeout: 60000,
  maxWorkers: 1,
  // Browser contexts keep sockets to the product open a little after it stops; do not wait on them.
  forceExit: true,
};
