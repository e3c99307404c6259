import { describe, expect, it } from 'vitest';
import { sessionWriteWatch } from './session-tables';

/** One connection's statements, each with whether it moves the session generation. */
const CASES: { name: string; statements: [string, boolean][] }[] = [
  {
    name: 'a session write moves it, and again when its transaction ends, so a read in between is not kept',
    statements: [
      ['begin', false],
      ['update "profile" set "role" = $1 where "id" = $2', true],
      ['update "delegate" set "name" = $1', false],
      ['commit', true],
    ],
  },
  {
    name: 'a session write on its own (a sign-in) does not make the next transaction of the connection move it',
    statements: [
      ['insert into "auth_session" ("id") values ($1)', true],
      ['begin', false],
      ['update "delegate" set "name" = $1', false],
      ['commit', false],
    ],
  },
  {
    name: 'a rollback to a savepoint does not end the transaction: its end still moves it',
    statements: [
      ['begin', false],
      ['delete from "auth_session" where "user_id" = $1', true],
      ['savepoint a', false],
      ['rollback to savepoint a', false],
      ['commit', true],
      ['rollback', false],
    ],
  },
];

describe('the session generation moves for the writes that change who a cookie belongs to', () => {
  for (const { name, statements } of CASES) {
    it(name, () => {
      const watch = sessionWriteWatch();
      expect(statements.map(([sql]) => [sql, watch(sql)])).toEqual(statements);
    });
  }
});
