import type { Article, ArticleInput, NewsArticle, NewsItem } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadWithProgress } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { pageData } from '../../lib/page-data';

const enc = encodeURIComponent;
const ARTICLES_KEY = ['articles'] as const;
const NEWS_KEY = ['news'] as const;

/** GET /api/articles: every article, drafts included (whoever may publish). */
export const articlesQuery = queryOptions({ queryKey: ARTICLES_KEY, queryFn: () => api<Article[]>('/api/articles') });

/**
 * GET /api/news: the newest published articles, the featured one first (anyone, while news are public).
 * `version` only changes the cache key: a screen told the headlines changed reads them again.
 */
export function newsQuery(opts: { limit?: number; commissionId?: string; version?: number } = {}) {
  const params = new URLSearchParams();
  if (opts.limit) params.set('limit', String(opts.limit));
  if (opts.commissionId) params.set('commissionId', opts.commissionId);
  const query = params.toString();
  const url = `/api/news${query ? `?${query}` : ''}`;
  // `/`'s headlines may come written into the page (decision 029).
  return queryOptions({ queryKey: [...NEWS_KEY, opts], queryFn: () => api<NewsItem[]>(url), initialData: () => pageData<NewsItem[]>(url) });
}

/** GET /api/news/:slug: one published article, written into its page when the server drew it (decision 029). */
export function newsArticleQuery(slug: string) {
  const path = `/api/news/${enc(slug)}`;
  return queryOptions({
    queryKey: [...NEWS_KEY, 'article', slug],
    queryFn: () => api<NewsArticle>(path),
    initialData: () => pageData<NewsArticle>(path),
  });
}

function usePressMutation<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [ARTICLES_KEY, NEWS_KEY], { always: true });
}

export function useSaveArticle() {
  return usePressMutation(({ id, input }: { id: string | null; input: ArticleInput }) =>
    id
      ? api<Article>(`/api/articles/${enc(id)}`, { method: 'PUT', body: input })
      : api<Article>('/api/articles', { method: 'POST', body: input }),
  );
}

export type ArticleChange = 'publish' | 'unpublish' | 'feature' | 'unfeature';

/** Publishes, unpublishes, features or unfeatures an article. */
export function useChangeArticle() {
  return usePressMutation(({ id, change }: { id: string; change: ArticleChange }) =>
    change === 'publish' || change === 'unpublish'
      ? api<Article>(`/api/articles/${enc(id)}/${change}`, { method: 'POST' })
      : api<Article>(`/api/articles/${enc(id)}/featured`, { method: 'PUT', body: { featured: change === 'feature' } }),
  );
}

export function useDeleteArticle() {
  return usePressMutation((id: string) => api<null>(`/api/articles/${enc(id)}`, { method: 'DELETE' }));
}

/** Sends a cover image (re-encoded by the server), with the progress sent; `null` takes the cover away. */
export function useChangeCover() {
  return usePressMutation(({ id, file, onProgress }: { id: string; file: File | null; onProgress?: (fraction: number) => void }) =>
    file
      ? uploadWithProgress<Article>(`/api/articles/${enc(id)}/cover`, [{ field: 'file', file }], { onProgress })
      : api<Article>(`/api/articles/${enc(id)}/cover`, { method: 'DELETE' }),
  );
}
