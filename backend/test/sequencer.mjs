import Sequencer from '@jest/test-sequencer';

/** Jest's usual order, except that the statuses test comes last: it reads what the API tests recorded. */
export default class LastIsStatuses extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const isLast = (test) => test.path.endsWith('api-statuses.spec.ts');
    return [...sorted.filter((test) => !isLast(test)), ...sorted.filter(isLast)];
  }
}
