import type { ReactNode } from 'react';
import { keyedTexts } from './keys';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) links made clickable (no HTML is interpreted). */
export function linkify(text: string): ReactNode[] {
  // split() with a capturing group puts the links at the odd positions.
  const parts = text.split(URL_PATTERN);
  const links = keyedTexts(parts.filter((_, index) => index % 2 === 1));
  let next = 0;
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    const { key } = links[next++]!;
    // Punctuation that ends a sentence is not part of the link.
    const match = /^(.*?)([.,;:!?)\]]*)$/.exec(part);
    const url = match?.[1] ?? part;
    const tail = match?.[2] ?? '';
    return (
      <span key={key}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
        {tail}
      </span>
    );
  });
}
