import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';

/**
 * The Markdown pipeline (markdown-it, ~40 KiB gzipped) is not needed to paint the pages that show
 * Markdown (the legal texts, a news article, the previews of the legal and press editors): its download starts
 * when such a page's module loads, in parallel with the page's data, and the page paints without it (decision 025).
 */
const loadMarkdown = () => import('./markdown');
const LazyMarkdown = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })));
export const preloadMarkdown = (): void => void loadMarkdown().catch(() => undefined);

type Props = { source: string; pageTitle?: string; sx?: SxProps<Theme> };

/** `Markdown` (components/markdown.tsx), loaded on demand; a few lines of placeholder meanwhile. */
export function Markdown(props: Props) {
  return (
    <Suspense
      fallback={
        <Box sx={props.sx} aria-busy>
          <Skeleton width="90%" />
          <Skeleton width="95%" />
          <Skeleton width="70%" />
        </Box>
      }
    >
      <LazyMarkdown {...props} />
    </Suspense>
  );
}
