import { rmSync } from 'node:fs';

/** Stops the cluster globalSetup started and removes its temporary folder. */
export default async function globalTeardown() {
  const state = globalThis.__NOTICES_TEST_PG__;
  if (!state) return;
  await state.pg.stop().catch((error) => console.error(`stopping PostgreSQL: ${error.message}`));
  rmSync(state.base, { recursive: true, force: true });
}
