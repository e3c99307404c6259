import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo, type ReactNode, useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';

/** MUI's tab strip height. */
const TABS_HEIGHT = 48;

export interface UrlTab {
  value: string;
  label: ReactNode;
}

interface Props {
  /** The tab list's accessible name. */
  label: string;
  /** The tabs; undefined while they load (a placeholder strip of the same height, the address's tab trusted). */
  tabs: readonly UrlTab[] | undefined;
  /** The tab shown when the address names none (or one that does not exist). */
  fallback: string;
  /** The search parameter holding the selected tab (default `tab`). */
  param?: string;
  /** The selected tab's panel. */
  children: (selected: string) => ReactNode;
}

/** The selected tab of a search parameter: its value when it names a tab (or while the tabs load), else `fallback`. */
function useTabParam(tabs: readonly UrlTab[] | undefined, fallback: string, param = 'tab'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(param);
  const known = wanted !== null && (tabs === undefined || tabs.some((t) => t.value === wanted));
  const selected = known ? wanted : fallback;
  const select = useCallback(
    (value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(param, value);
          return next;
        },
        { replace: true },
      ),
    [setParams, param],
  );
  return [selected, select];
}

/**
 * MUI's tab strip, drawn again only when its tabs, the selection or the name change: Tabs measures its tabs after each
 * of its renders (a layout of the page forced there), which a page drawing itself again for other reasons need not pay.
 */
const TabStrip = memo(function TabStrip({
  label,
  tabs,
  selected,
  select,
  tabId,
  panelId,
}: {
  label: string;
  tabs: readonly UrlTab[];
  selected: string;
  select: (value: string) => void;
  tabId: (value: string) => string;
  panelId: string;
}) {
  return (
    <Tabs
      value={selected}
      onChange={(_event, value: string) => select(value)}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} id={tabId(tab.value)} aria-controls={panelId} />
      ))}
    </Tabs>
  );
});

/**
 * Tabs whose selection lives in the address (a reload or a shared link opens the same tab), scrolling
 * sideways when they do not fit (phones), with the selected tab's panel below.
 */
export function UrlTabs({ label, tabs, fallback, param = 'tab', children }: Props) {
  const id = useId();
  const [selected, select] = useTabParam(tabs, fallback, param);
  const tabId = useCallback((value: string) => `${id}-tab-${value}`, [id]);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, minHeight: TABS_HEIGHT }}>
        {tabs ? (
          <TabStrip label={label} tabs={tabs} selected={selected} select={select} tabId={tabId} panelId={`${id}-panel`} />
        ) : (
          <Skeleton variant="text" width={280} height={TABS_HEIGHT} />
        )}
      </Box>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={tabs ? tabId(selected) : undefined}>
        {children(selected)}
      </Box>
    </>
  );
}
