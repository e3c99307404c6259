import Link from '@mui/material/Link';
import { routePath } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The link back to the delegate's room (which, without a pass, asks for the personal link). */
export function BackToRoom() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={routePath('room')}>
      {t('papers.backToRoom')}
    </Link>
  );
}
