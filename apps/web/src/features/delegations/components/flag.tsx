import Box from '@mui/material/Box';

// URLs of the two-letter flags (flag-icons, 4:3). Only these strings live in this page's chunk; each SVG
// is a separate file the browser fetches when a flag is on screen (no-inline keeps them out of the JS).
const FLAG_URLS = import.meta.glob<string>('@flags/4x3/[a-z][a-z].svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const byCode = new Map(Object.entries(FLAG_URLS).map(([path, url]) => [path.slice(-6, -4).toUpperCase(), url]));

/** A country's flag (decorative: the name is always written beside it); a neutral box when unknown. */
export function Flag({ code, size = 24 }: { code: string | null; size?: number }) {
  const url = code ? byCode.get(code.toUpperCase()) : undefined;
  const sx = { width: size, height: (size * 3) / 4, flex: 'none', borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' };
  if (!url) return <Box component="span" aria-hidden sx={{ ...sx, display: 'inline-block', bgcolor: 'grey.200' }} />;
  return <Box component="img" src={url} alt="" loading="lazy" width={size} height={(size * 3) / 4} sx={{ ...sx, objectFit: 'cover' }} />;
}
