import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '../lib/forms';

/**
 * Parts of a page whose module loads after the page's first paint (decision 025), so that what a page needs to
 * paint stays within its budget. `load` picks the component from a dynamic import, e.g.
 * `() => import('./user-dialog').then((m) => m.UserDialog)`; call these at a module's top level.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: () => ReactNode, early: boolean): ComponentType<P> {
  const start = () => load().then((component) => ({ default: component }));
  const Part = lazy(early ? start : afterFirstPaint(start));
  // Memoised: a part the server drew is taken over after the rest of the page, once its module is there (React hydrates
  // a Suspense boundary later, at a low priority). Drawn again before then with new props, it would have to be hydrated
  // at once, or drawn anew in the browser when its module is not there yet; with the same props it waits its turn.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at its module's top level
  return memo(function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback()}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/**
 * A dialog with its form stack (react-hook-form, the checks): its load starts with the page's first key or touch,
 * so it is usually there by the time the dialog opens; until then a dimmed backdrop shows a spinner. Render it only
 * while the dialog is open.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return onDemand(load, () => <DialogLoading />, false);
}

/**
 * A section below the fold or behind a tab: its load starts when it is first rendered, in parallel with its data;
 * a skeleton of `height` px keeps its place until it is there.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
  return onDemand(load, () => <Skeleton variant="rounded" height={height} />, true);
}

/**
 * A tab other than the one a page opens on: its load starts with the page's first key or touch, so switching to it
 * is usually instant; a skeleton of `height` px until it is there.
 */
export function lazyTab<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
  return onDemand(load, () => <Skeleton variant="rounded" height={height} />, false);
}

/**
 * A part a page shows once the visitor acts (a search's results, the card of the delegate chosen): its load starts
 * with the page's first key or touch, so it is usually there when it shows; a skeleton of `height` px until then.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
  return onDemand(load, () => <Skeleton variant="rounded" height={height} />, false);
}

/** Where the dialog will be: the room a dialog's backdrop takes, dimmed, with a spinner screen readers hear. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
      }}
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
