import MarkdownItCallable, { type MarkdownIt } from 'markdown-it';

/**
 * The one Markdown pipeline of the app (legal texts, articles, e-mails, previews), the same on the server and
 * in the browser: markdown-it with raw HTML off (a `<script>` is shown as text), tables and nested lists, and
 * links and images limited to safe schemes. Imported from `@quorum/shared/markdown` so pages that never show
 * Markdown do not carry the library.
 */

/** Link targets a reader may follow: the web, mail, phone, and paths inside the app. */
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#|\?)/i;
/** Images only from the web or from the app itself (no `data:`, no `file:`). */
const SAFE_IMAGE = /^(https?:|\/(?!\/))/i;
/** A scheme-less relative link («documentos/acta.pdf») has no colon before its first slash, question mark or hash. */
const RELATIVE = /^[^:/?#]+(?:[/?#]|$)/;

/** Whether a link target may be followed (links) or loaded (images). */
export function isSafeMarkdownUrl(url: string, kind: 'link' | 'image' = 'link'): boolean {
  // Browsers ignore control characters and whitespace inside a scheme («java\tscript:»): judge without them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters on purpose
  const value = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value) return false;
  if (kind === 'image') return SAFE_IMAGE.test(value);
  return SAFE_LINK.test(value) || RELATIVE.test(value);
}

let parser: MarkdownIt | undefined;

function markdown(): MarkdownIt {
  if (parser) return parser;
  const md = new MarkdownItCallable({ html: false, linkify: true, breaks: false, typographer: false });
  // markdown-it checks links and images with the same function; the image rule runs on the token.
  md.validateLink = (url) => isSafeMarkdownUrl(url, 'link');
  const image = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const src = String(tokens[idx]?.attrGet('src') ?? '');
    if (!isSafeMarkdownUrl(src, 'image')) return md.utils.escapeHtml(tokens[idx]?.content ?? '');
    tokens[idx]?.attrSet('loading', 'lazy');
    return image ? image(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  const linkOpen = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = String(tokens[idx]?.attrGet('href') ?? '');
    if (/^https?:/i.test(href)) tokens[idx]?.attrSet('rel', 'noopener noreferrer nofollow');
    return linkOpen ? linkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  parser = md;
  return md;
}

/** Markdown → HTML safe to put in a page or an e-mail as is. */
export function renderMarkdown(source: string): string {
  return markdown().render(source);
}
