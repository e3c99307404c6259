import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../lib/use-debounced';
import { finderDelegateQuery, useFinderSearch } from './api';

/**
 * The finder's state: the search box (searched 150 ms after typing stops) and the open card, both
 * kept in the address (`q`, `d`) so the back button closes the card and a reload keeps it. Typing a new
 * search closes the card: the previous delegate's data never stays on screen above the next one's results.
 */
export function useFinderState() {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const debounced = useDebounced(q, 150);
  const search = useFinderSearch(debounced);
  const selectedId = params.get('d');
  const selected = useQuery({ ...finderDelegateQuery(selectedId ?? ''), enabled: !!selectedId });

  /** Opens a delegate's card (null closes it). */
  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('d', id);
    else next.delete('d');
    if (debounced.trim()) next.set('q', debounced.trim());
    else next.delete('q');
    setParams(next, { replace: !!id === !!selectedId });
  };

  /** The search box changed: a new search starts, so the card open from the last one closes. */
  const type = (text: string) => {
    setQ(text);
    if (selectedId) open(null);
  };

  return { q, setQ: type, searched: debounced.trim(), search, selectedId, selected, open };
}
