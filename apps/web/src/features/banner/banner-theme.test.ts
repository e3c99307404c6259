import { describe, expect, it } from 'vitest';
import { BANNER_PALETTES, type BannerPalette } from './banner-theme';

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the banner’s palettes', () => {
  it.each(Object.entries(BANNER_PALETTES))(
    'keeps every text colour of «%s» at 7:1 or more on the background and the panels',
    (_, palette: BannerPalette) => {
      for (const ground of [palette.background, palette.panel]) {
        for (const ink of [palette.text, palette.muted, palette.warning, palette.overtime, palette.good]) {
          expect(contrast(ink, ground), `${ink} on ${ground}`).toBeGreaterThanOrEqual(7);
        }
      }
    },
  );
});
