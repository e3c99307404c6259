import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) links made clickable (no HTML is interpreted). */
export function linkify(text: string): ReactNode[] {
  const parts = text.split(URL_PATTERN);
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    // Punctuation that ends a sentence is not part of the link.
    const match = /^(.*?)([.,;:!?)\]]*)$/.exec(part);
    const url = match?.[1] ?? part;
    const tail = match?.[2] ?? '';
    return (
      <span key={index}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
        {tail}
      </span>
    );
  });
}
