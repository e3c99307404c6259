/**
 * A tiny, safe Markdown renderer for the legal texts: headings, paragraphs, lists, quotes, rules,
 * bold, italic, inline code and links. It builds React elements only (no HTML from the input is
 * interpreted) and links keep http(s), mailto and same-site addresses.
 */
import { searchKey } from '@quorum/shared';
import type { ReactNode } from 'react';
import { keyedTexts } from './keys';

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

// Code, link, bold, italic — in that order of precedence.
const INLINE = /(`[^`\n]+`)|(\[([^\]\n]+)\]\(([^)\s]+)\))|(\*\*([^*\n]+?)\*\*|__([^_\n]+?)__)|(\*([^*\s][^*\n]*?)\*|_([^_\s][^_\n]*?)_)/;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let i = 0;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}-${i++}`;
    if (match[1]) {
      nodes.push(<code key={key}>{match[1].slice(1, -1)}</code>);
    } else if (match[2]) {
      const label = match[3] ?? '';
      const href = match[4] ?? '';
      if (SAFE_URL.test(href)) {
        const external = /^https?:/i.test(href);
        nodes.push(
          <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {renderInline(label, key)}
          </a>,
        );
      } else {
        nodes.push(<span key={key}>{renderInline(label, key)}</span>);
      }
    } else if (match[5]) {
      nodes.push(<strong key={key}>{renderInline(match[6] ?? match[7] ?? '', key)}</strong>);
    } else if (match[8]) {
      nodes.push(<em key={key}>{renderInline(match[9] ?? match[10] ?? '', key)}</em>);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'rule' };

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    if (quote.length) blocks.push({ kind: 'quote', text: quote.join(' ') });
    paragraph = [];
    list = null;
    quote = [];
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.replace(/\s+#+\s*$/, '') });
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !bullet;
      if (paragraph.length || quote.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
      continue;
    }
    const quoted = /^>\s?(.*)$/.exec(line);
    if (quoted) {
      if (paragraph.length || list) flush();
      quote.push(quoted[1]!);
      continue;
    }
    if (list && /^\s{2,}\S/.test(rawLine)) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list || quote.length) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** A heading's words without accents, case, Markdown marks or closing punctuation, to compare two titles. */
function titleKey(text: string): string {
  return searchKey(text.replace(/[*_`#]/g, '').replace(/[\s.:;]+$/, ''));
}

/**
 * Renders Markdown as React elements; headings start at h2 (the page owns the h1). `pageTitle`: the page's
 * own h1 — a first heading that reads the same is left out, so the title shows once.
 */
export function Markdown({ source, pageTitle }: { source: string; pageTitle?: string }) {
  const blocks = parseBlocks(source);
  const first = blocks[0];
  if (pageTitle && first?.kind === 'heading' && titleKey(first.text) === titleKey(pageTitle)) blocks.shift();
  return (
    <>
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(block.level + 1, 6);
            const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return <Tag key={key}>{renderInline(block.text, key)}</Tag>;
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.text, key)}</p>;
          case 'quote':
            return <blockquote key={key}>{renderInline(block.text, key)}</blockquote>;
          case 'rule':
            return <hr key={key} />;
          case 'list': {
            const items = keyedTexts(block.items).map((item) => <li key={item.key}>{renderInline(item.text, `${key}-${item.key}`)}</li>);
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          default:
            return null;
        }
      })}
    </>
  );
}
