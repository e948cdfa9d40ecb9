/**
 * API tests run against a real PostgreSQL: globalSetup starts one embedded cluster for the whole run and
 * builds a migrated template database; each test file clones its own database from it (test/support/app.ts).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    // See test/tsconfig.jest.json for why ts-jest transpiles in isolation.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }],
  },
  // Tests read the shared package's sources, so they never depend on a stale common/dist.
  moduleNameMapper: { '^@notices/common$': '<rootDir>/../common/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 60_000,
};
