import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { keyedTexts } from '../lib/keys';

/** A commission's topics as a numbered list, or "no topics". */
export function TopicList({ topics }: { topics: string[] }) {
  const { t } = useTranslation();
  if (topics.length === 0) return <Typography color="text.secondary">{t('commissions.noTopics')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {keyedTexts(topics).map(({ key, text }) => (
        <li key={key}>{text}</li>
      ))}
    </Box>
  );
}
