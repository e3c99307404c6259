import { DELEGATE_SOURCE_LABELS, DELEGATE_STATUS_LABELS } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { es } from './es';

/**
 * The staff's Spanish names of delegate statuses and sources read as the shared labels (exports, the server's
 * texts), so they cannot drift. The delegate's own page (publicDelegates.statuses) words them for the delegate
 * ("Datos verificados") on purpose and is left out.
 */
describe('Spanish catalogue', () => {
  it('names every delegate status as the shared labels do', () => {
    expect(es.delegateStatus).toEqual(DELEGATE_STATUS_LABELS);
  });

  it('names every delegate source as the shared labels do', () => {
    expect(es.delegateList.source).toEqual(DELEGATE_SOURCE_LABELS);
  });
});
