import type { EventSettings, NewsArticle } from '@quorum/shared';
import { articlePath, eventDisplayName } from '@quorum/shared';
import { escapeHtml, type PageHead } from '../../lib/web-pages';

/** The answers an article's page is drawn with (apps/web/src/prerender.tsx `RENDERED_ON_REQUEST`). */
const ARTICLE_ANSWER = '/api/news/:slug';
const SETTINGS_ANSWER = '/api/settings';

/**
 * A published article's page as link previews read it: the article's title as the page's, and its title, summary,
 * address and cover as Open Graph tags. Nothing for a draft or a missing article (its answer is refused).
 */
export function articleHead(publicUrl: string): PageHead {
  return (answers) => {
    const article = answers[ARTICLE_ANSWER] as NewsArticle | undefined;
    if (!article) return null;
    const settings = answers[SETTINGS_ANSWER] as EventSettings | undefined;
    const description =
      article.summary ??
      article.body
        .replace(/[#*_>`[\]()!|-]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200);
    const tags = [
      ['og:type', 'article'],
      ['og:title', article.title],
      ['og:description', description],
      ['og:url', `${publicUrl}${articlePath(article.slug)}`],
      ['og:site_name', eventDisplayName(settings?.name)],
      ['article:published_time', article.publishedAt],
      ...(article.coverUrl ? [['og:image', `${publicUrl}${article.coverUrl}`]] : []),
    ]
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}">`)
      .join('');
    return { title: article.title, tags: `${tags}<meta name="description" content="${escapeHtml(description)}">` };
  };
}
