import { DELEGATE_STATUS_COLORS } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

type Rgba = [number, number, number, number];

/** A CSS colour of the theme (#RGB, #RRGGBB or rgba(r, g, b, a)) as channels 0–255 and alpha. */
function parse(color: string): Rgba {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? `${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba?.[1]) throw new Error(`Unknown colour ${color}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

/** WCAG 2 contrast ratio of a text colour over a background, both over the page's paper. */
function contrast(text: string, background: string): number {
  const paper = parse(theme.palette.background.paper);
  const bg = over(parse(background), paper);
  const [a, b] = [luminance(over(parse(text), bg)), luminance(bg)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** A chip's text and background as MUI's Chip paints them (filled; outlined is the colour on the paper). */
function chipPairs(color: string): { variant: string; text: string; background: string }[] {
  const p = theme.palette;
  if (color === 'default') return [{ variant: 'filled', text: p.text.primary, background: p.action.selected }];
  const c = p[color as 'info'];
  return [
    { variant: 'filled', text: c.contrastText, background: c.main },
    { variant: 'outlined', text: c.main, background: p.background.paper },
  ];
}

function expectReadable(color: string): void {
  for (const pair of chipPairs(color)) {
    expect(contrast(pair.text, pair.background), `${color} ${pair.variant}`).toBeGreaterThanOrEqual(4.5);
  }
}

describe('chip contrast (WCAG AA, 4.5:1 for text)', () => {
  it('computes the ratio as WCAG does', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#0288D1', '#FFFFFF')).toBeCloseTo(3.86, 2);
  });

  it.each(Object.entries(DELEGATE_STATUS_COLORS))('the «%s» status chip (%s)', (_status, color) => {
    expectReadable(color);
  });

  it.each(['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'])('every chip colour: %s', (color) => {
    expectReadable(color);
  });
});
