import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MatrixCommission, MatrixDelegate } from '@quorum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api';

interface Props {
  commission: MatrixCommission;
  onEdit: (delegate: MatrixDelegate, seat: { commissionId: string; delegationId: string | null }) => void;
}

function DelegateLink({ delegate, onClick }: { delegate: MatrixDelegate; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Link component="button" type="button" onClick={onClick} underline="hover" sx={{ textAlign: 'left' }}>
        {delegate.firstNames} {delegate.lastNames}
      </Link>
      <Typography component="span" variant="body2" color="text.secondary">
        · {delegate.institution}
      </Typography>
      {delegate.assignmentManual && <Chip size="small" variant="outlined" label={t('assignment.manual')} />}
    </Box>
  );
}

/** One commission of the matrix: its delegations (rows) with the delegates seated, and its downloads. */
export function CommissionMatrixCard({ commission, onEdit }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const seat = (delegationId: string | null) => ({ commissionId: commission.id, delegationId });
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={`matrix-${commission.acronym}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            {commission.name}
          </Typography>
          <Chip size="small" label={commission.acronym} />
          <Chip size="small" variant="outlined" label={t('assignment.free', { count: commission.freeDelegations })} />
        </Stack>
        {commission.topics.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {commission.topics.join(' · ')}
          </Typography>
        )}
        {commission.delegations.length === 0 ? (
          <Typography color="text.secondary">{t('assignment.noDelegations')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('assignment.delegation')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('publicDelegates.fields.firstNames')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {commission.delegations.map((delegation) => (
                  <TableRow key={delegation.id} data-testid={`delegation-${delegation.name}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '40%' }}>
                      {delegation.name}
                    </TableCell>
                    <TableCell>
                      {delegation.delegates.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('assignment.emptySeat')}
                        </Typography>
                      ) : (
                        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                          {delegation.delegates.map((d) => (
                            <DelegateLink key={d.id} delegate={d} onClick={() => onEdit(d, seat(delegation.id))} />
                          ))}
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {commission.withoutDelegation.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('assignment.withoutDelegation')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {commission.withoutDelegation.map((d) => (
                <DelegateLink key={d.id} delegate={d} onClick={() => onEdit(d, seat(null))} />
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('assignment.exportsOf', { name: commission.name })}>
        <Button size="small" startIcon={<Download />} href={exportUrl(commission.id, 'xlsx')} download>
          {t('assignment.exportXlsx')}
        </Button>
        <Button size="small" startIcon={<Download />} href={exportUrl(commission.id, 'csv')} download>
          {t('assignment.exportCsv')}
        </Button>
        <Button size="small" startIcon={<Download />} href={exportUrl(commission.id, 'pdf')} download>
          {t('assignment.exportPdf')}
        </Button>
      </CardActions>
    </Card>
  );
}
