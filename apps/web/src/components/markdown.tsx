import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { searchKey } from '@quorum/shared';
import { renderMarkdown } from '@quorum/shared/markdown';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';

/**
 * Shows Markdown typed by people (legal texts, and later articles and e-mail previews) with the app's
 * typography. The HTML comes from the one shared pipeline (`@quorum/shared/markdown`: raw HTML shown as text,
 * unsafe links dropped), so it may be put in the page as is. markdown-it lives in a chunk of its own
 * (`vite.config.ts`): only pages that import this component download it.
 */

/** Typography of rendered Markdown, from the theme: headings, lists, quotes, tables, code and links. */
const markdownSx: SxProps<Theme> = (theme) => ({
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2': { ...theme.typography.h5, fontWeight: 700, mt: 4, mb: 1 },
  '& h3': { ...theme.typography.h6, fontWeight: 700, mt: 3, mb: 1 },
  '& h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 700, mt: 2, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li > ul, & li > ol': { my: 0.5 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', mx: 0, my: 2, pl: 2, color: 'text.secondary' },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 1 },
  '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 2, borderRadius: 1, '& code': { px: 0, bgcolor: 'transparent' } },
  '& a': { color: 'primary.main', textDecorationThickness: 1, textUnderlineOffset: 2 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  // A wide table scrolls inside its own box instead of widening the page on a phone.
  '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', my: 2 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A heading's words without tags, accents, case or closing punctuation, to compare it with the page's title. */
function titleKey(html: string): string {
  const text = html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
  return searchKey(text.replace(/[\s.:;]+$/, ''));
}

/**
 * The page's HTML of `source`: headings one level down (the page owns the h1), a first heading that reads as
 * `pageTitle` left out (the title shows once), links to other sites opened in a new tab. Raw HTML is never
 * produced by the pipeline, so every tag matched here is one it wrote.
 */
export function markdownHtml(source: string, pageTitle?: string): string {
  let html = renderMarkdown(source).replace(
    /<(\/?)h([1-6])>/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 6)}>`,
  );
  const first = /^<h([2-6])>(.*?)<\/h\1>\n?/.exec(html);
  if (pageTitle && first && titleKey(first[2] ?? '') === titleKey(pageTitle)) html = html.slice(first[0].length);
  return html.replace(/<a href="(https?:[^"]*)"/gi, '<a href="$1" target="_blank"');
}

/** Rendered Markdown. Links inside the app move within it (no reload); `pageTitle`: see `markdownHtml`. */
export function Markdown({ source, pageTitle, sx }: { source: string; pageTitle?: string; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const html = useMemo(() => markdownHtml(source, pageTitle), [source, pageTitle]);

  const followInsideApp = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Box
      className="markdown"
      sx={[markdownSx, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      onClick={followInsideApp}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared pipeline escapes raw HTML and drops unsafe links
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
