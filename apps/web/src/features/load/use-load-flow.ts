import type { LoadCheck, LoadSaved } from '@quorum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/errors';
import { checkLoad, LoadProblemsError, type LoadSource, saveLoad } from './api';

export type LoadPhase =
  | { kind: 'idle' }
  | { kind: 'busy'; progress: number | null }
  | { kind: 'checked'; check: LoadCheck }
  | { kind: 'saved'; saved: LoadSaved }
  | { kind: 'failed'; message: string };

/** The upload flow of a load: check, then save, with the file's upload progress and the server's problems. */
export function useLoadFlow(code: string) {
  const client = useQueryClient();
  const errorMessage = useErrorMessage(['LOAD_FILE_INVALID', 'FILE_TOO_LARGE']);
  const [phase, setPhase] = useState<LoadPhase>({ kind: 'idle' });

  const failure = (error: unknown): LoadPhase => {
    if (error instanceof LoadProblemsError) return { kind: 'checked', check: error.check };
    return { kind: 'failed', message: errorMessage(error) };
  };
  const progress = (fraction: number) => setPhase({ kind: 'busy', progress: fraction < 1 ? fraction : null });

  const review = async (source: LoadSource) => {
    setPhase({ kind: 'busy', progress: source.kind === 'file' ? 0 : null });
    try {
      setPhase({ kind: 'checked', check: await checkLoad(code, source, source.kind === 'file' ? progress : undefined) });
    } catch (error) {
      setPhase(failure(error));
    }
  };
  const save = async (source: LoadSource) => {
    setPhase({ kind: 'busy', progress: source.kind === 'file' ? 0 : null });
    try {
      setPhase({ kind: 'saved', saved: await saveLoad(code, source, source.kind === 'file' ? progress : undefined) });
      void client.invalidateQueries({ queryKey: ['load-code-info', code] });
    } catch (error) {
      setPhase(failure(error));
    }
  };

  return { phase, setPhase, review, save };
}
