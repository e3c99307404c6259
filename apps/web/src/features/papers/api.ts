import type {
  AmendmentList,
  DivisionVoteInput,
  LivePapers,
  NewAmendmentInput,
  NewDivisionInput,
  NewPaperInput,
  PaperList,
  PaperPublishInput,
  PaperSaved,
  PaperSaveInput,
  PaperSponsorInput,
  PaperVoteInput,
  PaperVersionDiff,
  PaperVersionList,
  WorkingPaper,
} from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, isApiError } from '../../lib/api';

/**
 * Where a reader reads a commission's working papers (decision 038): a delegate's phone through its room pass (the
 * device's commission), or the chair and the Gestor under the commission.
 */
export type PapersSource = { kind: 'room' } | { kind: 'commission'; commissionId: string };

function listPath(source: PapersSource): string {
  return source.kind === 'room' ? '/api/room/papers' : `/api/commissions/${encodeURIComponent(source.commissionId)}/papers`;
}

function paperPath(source: PapersSource, paperId: string): string {
  return `${listPath(source)}/${encodeURIComponent(paperId)}`;
}

/** GET …/papers/:id/download: the paper's file laid out as a resolution, for a plain link the browser saves. */
export function paperDownloadPath(source: PapersSource, paperId: string, format: 'pdf' | 'docx'): string {
  return `${paperPath(source, paperId)}/download?format=${format}`;
}

const sourceKey = (source: PapersSource) => ['papers', source.kind === 'room' ? 'room' : source.commissionId] as const;

/** GET …/papers: the commission's papers, newest first, and its delegations (the sponsors a paper may add). */
export function papersQuery(source: PapersSource) {
  return queryOptions({ queryKey: [...sourceKey(source), 'list'], queryFn: () => api<PaperList>(listPath(source)) });
}

/** GET …/papers/:id: one paper, its text in force at its version. */
export function paperQuery(source: PapersSource, paperId: string) {
  return queryOptions({
    queryKey: [...sourceKey(source), 'paper', paperId],
    queryFn: () => api<WorkingPaper>(paperPath(source, paperId)),
    // The editor keeps its own text: reading again (a focus, a reconnection) must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * What a page does with a paper's change heard on the live stream (decision 038): the list and that paper are read
 * again (every paper when the notice names none). An editor keeps its own text: it compares the version read with the
 * one it writes on.
 */
export function useFollowPapers(source: PapersSource): (notice: LivePapers) => void {
  const client = useQueryClient();
  const [papers, where] = sourceKey(source);
  return useCallback(
    ({ paperId }: LivePapers) => {
      void client.invalidateQueries({ queryKey: [papers, where, 'list'] });
      void client.invalidateQueries({ queryKey: paperId ? [papers, where, 'paper', paperId] : [papers, where, 'paper'] });
    },
    [client, papers, where],
  );
}

/** POST /api/room/papers: a new paper, its first sponsor the phone's delegation. */
export function useCreatePaper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPaperInput) => api<WorkingPaper>('/api/room/papers', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sourceKey({ kind: 'room' }) }),
  });
}

/**
 * PUT …/papers/:id: the whole text written on `baseVersion`. A save on an older version is merged or refused with
 * 409 WORKING_PAPER_CONFLICT (its body names the parts and holds the paper as saved); the editor decides what follows.
 */
export function useSavePaper(source: PapersSource, paperId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PaperSaveInput) => api<PaperSaved>(paperPath(source, paperId), { method: 'PUT', body: input }),
    onSuccess: (answer) => {
      client.setQueryData(paperQuery(source, paperId).queryKey, answer.paper);
      void client.invalidateQueries({ queryKey: [...sourceKey(source), 'list'] });
    },
  });
}

/** POST …/papers/:id/sponsors: one more sponsor delegation of the commission. */
export function useAddSponsor(source: PapersSource, paperId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PaperSponsorInput) => api<WorkingPaper>(`${paperPath(source, paperId)}/sponsors`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sourceKey(source) }),
  });
}

/**
 * POST /api/room/papers/:id/signature (or …/withdraw): this phone's delegation signs the paper, or withdraws its
 * signature; tried again while the network fails (signing twice counts once).
 */
export function useSignPaper(paperId: string) {
  const client = useQueryClient();
  const source = { kind: 'room' } as const;
  return useMutation({
    mutationFn: (signed: boolean) =>
      api<WorkingPaper>(`${paperPath(source, paperId)}/signature${signed ? '' : '/withdraw'}`, { method: 'POST', body: {} }),
    retry: (count, error) => isApiError(error, 'NETWORK') && count < 5,
    retryDelay: (count) => Math.min(4000, 500 * 2 ** count),
    onSuccess: (paper) => client.setQueryData(paperQuery(source, paperId).queryKey, paper),
  });
}

/** A chair's write to a paper under the commission (`path` under it): its answer is the paper as it stands. */
function useChairPaperWrite<Input>(source: PapersSource, paperId: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api<WorkingPaper>(`${paperPath(source, paperId)}${path}`, { method: 'POST', body: input ?? {} }),
    onSuccess: (paper) => {
      client.setQueryData(paperQuery(source, paperId).queryKey, paper);
      void client.invalidateQueries({ queryKey: [...sourceKey(source), 'list'] });
    },
  });
}

/** POST /api/commissions/:id/papers/:paperId/approve: the chair makes the working paper a draft resolution. */
export const useApprovePaper = (source: PapersSource, paperId: string) => useChairPaperWrite<void>(source, paperId, '/approve');

/** POST …/papers/:paperId/division: the chair records a motion to divide the question on some operative clauses. */
export const useMoveDivision = (source: PapersSource, paperId: string) =>
  useChairPaperWrite<NewDivisionInput>(source, paperId, '/division');

/** POST …/papers/:paperId/division/vote: the outcome of the division's next vote, named by its step. */
export const useVoteDivision = (source: PapersSource, paperId: string) =>
  useChairPaperWrite<DivisionVoteInput>(source, paperId, '/division/vote');

/** POST …/papers/:paperId/vote: the draft's own vote, its counts and its outcome. */
export const useVotePaper = (source: PapersSource, paperId: string) => useChairPaperWrite<PaperVoteInput>(source, paperId, '/vote');

/** POST …/papers/:paperId/publication: the adopted resolution among the commission's documents (the chair or the Gestor). */
export const usePublishPaper = (source: PapersSource, paperId: string) =>
  useChairPaperWrite<PaperPublishInput>(source, paperId, '/publication');

/** GET …/papers/:id/versions: the paper's kept versions, the newest first (under the paper's key: a notice reads them again). */
export function paperVersionsQuery(source: PapersSource, paperId: string) {
  return queryOptions({
    queryKey: [...paperQuery(source, paperId).queryKey, 'versions'],
    queryFn: () => api<PaperVersionList>(`${paperPath(source, paperId)}/versions`),
  });
}

/**
 * GET …/papers/:id/versions/:version/diff: a kept version against `from` (by default the one before it); a kept version
 * never changes.
 */
export function paperVersionDiffQuery(source: PapersSource, paperId: string, version: number, from?: number) {
  return queryOptions({
    queryKey: [...sourceKey(source), 'versionDiff', paperId, version, from ?? null],
    queryFn: () =>
      api<PaperVersionDiff>(`${paperPath(source, paperId)}/versions/${version}/diff${from === undefined ? '' : `?from=${from}`}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET …/papers/:id/amendments: a draft resolution's amendments (under the paper's key: a notice of it reads them too). */
export function amendmentsQuery(source: PapersSource, paperId: string) {
  return queryOptions({
    queryKey: [...paperQuery(source, paperId).queryKey, 'amendments'],
    queryFn: () => api<AmendmentList>(`${paperPath(source, paperId)}/amendments`),
  });
}

/** A write about amendments: its answer is the list as it stands, and the paper is read again (its text may have moved). */
function useAmendmentWrite<Input>(source: PapersSource, paperId: string, send: (input: Input) => Promise<AmendmentList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: (count, error) => isApiError(error, 'NETWORK') && count < 5,
    onSuccess: (list) => {
      client.setQueryData(amendmentsQuery(source, paperId).queryKey, list);
      void client.invalidateQueries({ queryKey: paperQuery(source, paperId).queryKey, exact: true });
    },
  });
}

/** POST /api/room/papers/:id/amendments: this phone's delegation proposes an amendment. */
export function useProposeAmendment(paperId: string) {
  const source = { kind: 'room' } as const;
  return useAmendmentWrite(source, paperId, (input: NewAmendmentInput) =>
    api<AmendmentList>(`${paperPath(source, paperId)}/amendments`, { method: 'POST', body: input }),
  );
}

/** POST /api/room/papers/:id/amendments/:amendmentId/answer: a sponsor delegation's answer, friendly or not. */
export function useAnswerAmendment(paperId: string) {
  const source = { kind: 'room' } as const;
  return useAmendmentWrite(source, paperId, ({ id, accepted }: { id: string; accepted: boolean }) =>
    api<AmendmentList>(`${paperPath(source, paperId)}/amendments/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { accepted } }),
  );
}

/** POST …/papers/:paperId/amendments/:amendmentId/decide: the chair records the outcome of the vote on an amendment. */
export function useDecideAmendment(source: PapersSource, paperId: string) {
  return useAmendmentWrite(source, paperId, ({ id, adopted }: { id: string; adopted: boolean }) =>
    api<AmendmentList>(`${paperPath(source, paperId)}/amendments/${encodeURIComponent(id)}/decide`, { method: 'POST', body: { adopted } }),
  );
}
