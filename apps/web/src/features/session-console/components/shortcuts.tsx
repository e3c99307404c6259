import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isRunning } from '@quorum/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../use-console';

/** Where typing goes to a field: the shortcuts keep out of it. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

/** Where the space bar already means something (a button, a tab, a row of a list): it keeps that meaning. */
function ownsSpace(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('button, a, [role="button"], [role="tab"], [role="option"], [role="menuitem"], li[tabindex]') !== null;
}

/**
 * The console's keys, outside fields and dialogs: N next speaker, Espacio start or pause the speech's timer,
 * U undo (it asks first).
 */
export function useConsoleShortcuts(onUndo: () => void): void {
  const { state, send } = useConsole();
  const latest = useRef({ state, send, onUndo });
  latest.current = { state, send, onUndo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (e.target instanceof HTMLElement && e.target.closest('[role="dialog"], [role="presentation"]')) return;
      const { state: s, send: act, onUndo: undo } = latest.current;
      const key = e.key.toLowerCase();
      if (key === 'n') {
        e.preventDefault();
        act({ type: 'speech.next' });
      } else if (e.key === ' ' && !ownsSpace(e.target)) {
        const speech = s.floor.speech;
        if (!speech) return;
        e.preventDefault();
        act({ type: isRunning(speech.timer) ? 'timer.pause' : 'timer.start', target: 'speech' });
      } else if (key === 'u') {
        e.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The «Atajos de teclado» block: the keys the console answers to. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const keys = [
    ['N', t('sessionConsole.shortcuts.next')],
    [t('sessionConsole.shortcuts.space'), t('sessionConsole.shortcuts.startPause')],
    ['U', t('sessionConsole.shortcuts.undo')],
    ['Alt + ↑ / ↓', t('sessionConsole.shortcuts.reorder')],
  ];
  return (
    <Box component="section" aria-labelledby="console-shortcuts" sx={{ mt: 2 }}>
      <Typography id="console-shortcuts" variant="subtitle2" component="h2">
        {t('sessionConsole.shortcuts.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
        {keys.map(([key, what]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt">
              <Box component="kbd" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75, fontFamily: 'monospace' }}>
                {key}
              </Box>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {what}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
