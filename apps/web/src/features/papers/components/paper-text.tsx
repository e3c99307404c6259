import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { openingWord, type PaperText as Text, subClauseLetter, subSubClauseNumeral } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

/** A clause's text with its opening word in italics, as a resolution prints it. */
function Opening({ text }: { text: string }) {
  const { opening, rest } = openingWord(text);
  return (
    <>
      <Box component="em" sx={{ fontStyle: 'italic' }}>
        {opening}
      </Box>
      {rest}
    </>
  );
}

/**
 * A working paper laid out as a UN resolution (PRODUCT §10): its title, the preambular clauses with their opening word
 * in italics, the operative clauses numbered with their opening word in italics, sub-clauses (a) and (i). Numbers and
 * letters follow the clauses' order; they are never stored.
 */
export function PaperText({ text, sponsors }: { text: Text; sponsors?: string[] }) {
  const { t } = useTranslation();
  const empty = text.preambular.length === 0 && text.operative.length === 0;
  return (
    <Box component="article" aria-label={text.title} sx={{ fontFamily: 'Georgia, "Times New Roman", serif', lineHeight: 1.6 }}>
      <Typography component="h2" variant="h6" sx={{ fontFamily: 'inherit', fontWeight: 700, mb: 1 }}>
        {text.title}
      </Typography>
      {sponsors && sponsors.length > 0 && (
        <Typography sx={{ fontFamily: 'inherit', mb: 2 }}>{t('papers.sponsoredBy', { names: sponsors.join(', ') })}</Typography>
      )}
      {empty && <Typography color="text.secondary">{t('papers.text.empty')}</Typography>}
      {text.preambular.map((clause) => (
        <Typography key={clause.id} data-testid="paper-preambular" sx={{ fontFamily: 'inherit', textIndent: '2em', mb: 1 }}>
          <Opening text={clause.text} />
        </Typography>
      ))}
      {text.operative.length > 0 && (
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {text.operative.map((clause) => (
            <Box component="li" key={clause.id} data-testid="paper-operative" sx={{ mb: 1 }}>
              <Opening text={clause.text} />
              {clause.subClauses.length > 0 && (
                <Box component="ol" sx={{ listStyle: 'none', pl: 3, m: 0 }}>
                  {clause.subClauses.map((sub, i) => (
                    <li key={sub.id}>
                      ({subClauseLetter(i)}) {sub.text}
                      {sub.subClauses.length > 0 && (
                        <Box component="ol" sx={{ listStyle: 'none', pl: 3, m: 0 }}>
                          {sub.subClauses.map((item, j) => (
                            <li key={item.id}>
                              ({subSubClauseNumeral(j)}) {item.text}
                            </li>
                          ))}
                        </Box>
                      )}
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
