import type { NewsArticle } from '@quorum/shared';
import { articlePath } from '@quorum/shared';

/**
 * A published article's page as link previews read it: the web app's page with the article's title, summary and
 * address as Open Graph tags in its head (the app itself draws the page).
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attr = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** index.html with the article's Open Graph tags and title. */
export function withOpenGraph(html: string, article: NewsArticle, opts: { publicUrl: string; eventName: string }): string {
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
    ['og:url', `${opts.publicUrl}${articlePath(article.slug)}`],
    ['og:site_name', opts.eventName],
    ['article:published_time', article.publishedAt],
    ...(article.coverUrl ? [['og:image', `${opts.publicUrl}${article.coverUrl}`]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${attr(content ?? '')}">`)
    .join('');
  const head = `${tags}<meta name="description" content="${attr(description)}">`;
  return html.replace(/<title>[^<]*<\/title>/, `<title>${attr(article.title)} | Quórum</title>`).replace('</head>', `${head}</head>`);
}
