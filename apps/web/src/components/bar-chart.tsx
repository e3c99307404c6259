import Skeleton from '@mui/material/Skeleton';
import type { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import { type ComponentProps, lazy, Suspense } from 'react';

/** MUI's charts (~70 KiB gzipped) are a chunk of their own, downloaded the first time a chart is shown. */
const LazyBarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));

/**
 * MUI's bar chart, loaded on demand (decision 025): the page around it paints without waiting for the charts
 * library. Meanwhile a placeholder takes the chart's place (its `height`, or its container's), so nothing jumps.
 */
export function BarChart(props: ComponentProps<typeof MuiBarChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? '100%'} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}
