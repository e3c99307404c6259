import type { EventSettings, NewsArticle } from '@quorum/shared';
import { articlePath, eventDisplayName, routePath, SETTINGS_PATH } from '@quorum/shared';
import type { Config } from '../../config';
import { escapeHtml, type PageHead, type PageHeads } from '../../web';

/** The answers an article's page is drawn with (its `page` in the shared route table, `APP_ROUTES`). */
const ARTICLE_ANSWER = '/api/news/:slug';

/**
 * A published article's page as link previews read it: the article's title as the page's, and its title, summary,
 * address and cover as Open Graph tags. Nothing for a draft or a missing article (its answer is refused).
 */
function articleHead(publicUrl: string): PageHead {
  return (answers) => {
    const article = answers[ARTICLE_ANSWER] as NewsArticle | undefined;
    if (!article) return null;
    const settings = answers[SETTINGS_PATH] as EventSettings | undefined;
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

/** The press's pages the server renders with a head of their own: an article's, for link previews. */
export function pressPageHeads(config: Pick<Config, 'publicUrl'>): PageHeads {
  return new Map([[routePath('newsArticle'), articleHead(config.publicUrl)]]);
}
