import { CHAIR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/live/ballots': { expect: CHAIR },
  'POST /api/commissions/:id/live/ballots': {
    expect: CHAIR,
    body: () => ({ voteId: 'no-vote', delegationId: 'nope', choice: 'a_favor', actionId: 'matrix-ballot-cast' }),
  },
};
