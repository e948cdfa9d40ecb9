import { QueryFailedError } from 'typeorm';
import { isDatabaseConnectionError, isDatabaseUnavailable } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database connection errors', () => {
  it.each([
    ['pg: the server went away', new Error('Connection terminated unexpectedly')],
    ['pg: the client was ended', new Error('Connection terminated')],
    ['pg-pool: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: no connection in time', new Error('timeout exceeded when trying to connect')],
    ['pg: a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['admin_shutdown', withCode('terminating connection due to administrator command', '57P01')],
    [
      'crash_shutdown',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['cannot_connect_now', withCode('the database system is starting up', '57P03')],
    ['connection_failure', withCode('connection failure', '08006')],
    ['connection_does_not_exist', withCode('connection does not exist', '08003')],
    [
      'every address refused (localhost: ::1 and 127.0.0.1)',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['wrapped as a cause', new Error('fetch failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    [
      'wrapped by TypeORM',
      new QueryFailedError(
        'SELECT 1',
        [],
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ],
  ])('%s is one', (_, error) => {
    expect(isDatabaseConnectionError(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a missing table', withCode('relation "job" does not exist', '42P01')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a file error', withCode('ENOENT: no such file or directory', 'ENOENT')],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
    ['null', null],
  ])('%s is not', (_, reason) => {
    expect(isDatabaseConnectionError(reason)).toBe(false);
  });
});

describe('isDatabaseUnavailable (answered 503 database_unavailable)', () => {
  it.each([
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['no handshake in time', new Error('Connection terminated due to connection timeout')],
    ["the client's read timeout", new Error('Query read timeout')],
    [
      'a statement over statement_timeout, through TypeORM',
      new QueryFailedError('SELECT 1', [], withCode('canceling statement due to statement timeout', '57014')),
    ],
    ['a statement over statement_timeout, from pg', withCode('canceling statement', '57014')],
  ])('%s is', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a bad value', withCode('invalid input syntax for type integer', '22P02')],
    ['a bug', new TypeError('x is undefined')],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
