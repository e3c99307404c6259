import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ClauseDiff, type DiffSegment, type PaperDiff, subClauseLetter, subSubClauseNumeral } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Read by screen readers, not shown: «añadido:» before an insertion, «suprimido:» before a deletion. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A clause's place as the resolution prints it, by its level: none for a preambular clause, «3.», «(b)», «(ii)». */
const PLACE = {
  preambular: (n: number) => String(n),
  operative: (n: number) => `${n}.`,
  sub: (n: number) => `(${subClauseLetter(n - 1)})`,
  item: (n: number) => `(${subSubClauseNumeral(n - 1)})`,
} as const;
type Level = keyof typeof PLACE;

/** Each segment keyed by where it starts in the diff (the same segments never reorder). */
function keyed(segments: readonly DiffSegment[]): [string, DiffSegment][] {
  let offset = 0;
  return segments.map((segment) => {
    const key = `${segment.kind}${offset}`;
    offset += segment.text.length;
    return [key, segment];
  });
}

/** A text's words: the unchanged ones as they are, the inserted in <ins>, the deleted in <del>, each named for screen readers. */
function Words({ segments }: { segments: readonly DiffSegment[] }) {
  const { t } = useTranslation();
  return keyed(segments).map(([key, segment]) => {
    if (segment.kind === 'same') return <span key={key}>{segment.text}</span>;
    const added = segment.kind === 'added';
    return (
      <Box
        key={key}
        component={added ? 'ins' : 'del'}
        sx={{ color: added ? 'success.dark' : 'error.dark', textDecorationThickness: '2px' }}
      >
        <Box component="span" sx={HIDDEN}>
          {t(added ? 'papers.diff.added' : 'papers.diff.removed')}{' '}
        </Box>
        {segment.text}
      </Box>
    );
  });
}

const wholeText = (clause: ClauseDiff) => clause.segments.map((s) => s.text).join('');

/** A small label before a clause's words: added, removed, moved, where it was (a space after it for screen readers). */
function Marker({ color = 'text.secondary', children }: { color?: string; children: ReactNode }) {
  return (
    <>
      <Box component="span" sx={{ color, fontSize: '0.8125rem', fontWeight: 600, mr: 0.5 }}>
        {children}
      </Box>{' '}
    </>
  );
}

/** One clause compared: its place, what happened to it, its words; a removed one struck through, an added one marked. */
function Clause({ clause, level, children }: { clause: ClauseDiff; level: Level; children?: ReactNode }) {
  const { t } = useTranslation();
  const place = PLACE[level];
  const { status } = clause;
  const whole = status === 'added' || status === 'removed';
  return (
    <Box
      component="li"
      data-status={status}
      sx={{
        mb: 1,
        pl: whole ? 1 : 0,
        borderLeft: whole ? 3 : 0,
        borderColor: status === 'added' ? 'success.dark' : 'error.dark',
      }}
    >
      {clause.at !== null && level !== 'preambular' && <span>{place(clause.at)} </span>}
      {status === 'added' && <Marker color="success.dark">{t('papers.diff.clauseAdded')}</Marker>}
      {status === 'removed' && <Marker color="error.dark">{t('papers.diff.clauseRemoved')}</Marker>}
      {clause.moved && <Marker>{t('papers.diff.moved')}</Marker>}
      {clause.was !== null && clause.was !== clause.at && <Marker>{t('papers.diff.was', { was: place(clause.was) })}</Marker>}
      {status === 'removed' ? (
        <Box component="del" sx={{ color: 'text.secondary' }}>
          {wholeText(clause)}
        </Box>
      ) : status === 'added' ? (
        <Box component="ins" sx={{ textDecoration: 'none' }}>
          {wholeText(clause)}
        </Box>
      ) : (
        <Words segments={clause.segments} />
      )}
      {children}
    </Box>
  );
}

function List({ nested = false, children }: { nested?: boolean; children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', pl: nested ? 3 : 0, m: 0, mt: nested ? 1 : 0 }}>
      {children}
    </Box>
  );
}

type Nested = ClauseDiff & { subClauses?: readonly Nested[] };

function unchanged(diff: PaperDiff): boolean {
  const same = (clauses: readonly Nested[]): boolean => clauses.every((c) => c.status === 'same' && !c.moved && same(c.subClauses ?? []));
  return diff.title.status === 'same' && same(diff.preambular) && same(diff.operative);
}

/**
 * Two versions of a working paper compared (decision 038), laid out as the resolution reads: the title, the
 * preambular clauses, the operative ones with their sub-clauses (a) and items (i), each at its place in the later
 * version, the clauses removed struck through where they stood, the added ones marked, the words changed in <ins> and
 * <del>, and a clause's former place when it moved or was renumbered.
 */
export function PaperDiffText({ diff }: { diff: PaperDiff }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ fontFamily: 'Georgia, "Times New Roman", serif', lineHeight: 1.6 }}>
      <Typography sx={{ fontFamily: 'inherit', fontWeight: 700, mb: 1 }}>
        <Marker>{t('papers.diff.title')}</Marker>
        <Words segments={diff.title.segments} />
      </Typography>
      {unchanged(diff) && <Typography color="text.secondary">{t('papers.diff.unchanged')}</Typography>}
      {diff.preambular.length > 0 && (
        <List>
          {diff.preambular.map((clause) => (
            <Clause key={clause.id} clause={clause} level="preambular" />
          ))}
        </List>
      )}
      {diff.operative.length > 0 && (
        <List>
          {diff.operative.map((clause) => (
            <Clause key={clause.id} clause={clause} level="operative">
              {clause.subClauses.length > 0 && (
                <List nested>
                  {clause.subClauses.map((sub) => (
                    <Clause key={sub.id} clause={sub} level="sub">
                      {sub.subClauses.length > 0 && (
                        <List nested>
                          {sub.subClauses.map((item) => (
                            <Clause key={item.id} clause={item} level="item" />
                          ))}
                        </List>
                      )}
                    </Clause>
                  ))}
                </List>
              )}
            </Clause>
          ))}
        </List>
      )}
    </Box>
  );
}
