import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type CommissionDelegate, DELEGATE_STATUS_COLORS, type Delegation } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { useAssignDelegation } from '../api';

/**
 * The commission's delegates: contact, delegation seat (editable), status and door times; with `onCorrect` (a chair
 * whom Permisos let edit personal data), a button per delegate that opens the correction of their personal data.
 */
export function CommissionDelegatesTable({
  commissionId,
  rows,
  delegations,
  onCorrect,
}: {
  commissionId: string;
  rows: CommissionDelegate[];
  delegations: Delegation[];
  onCorrect?: (row: CommissionDelegate) => void;
}) {
  const { t } = useTranslation();
  const assign = useAssignDelegation(commissionId);
  const submit = useSubmit();
  const options = [
    { value: '', label: t('chairArea.delegates.noDelegation') },
    ...delegations.map((d) => ({ value: d.id, label: d.name })),
  ];

  const seat = (r: CommissionDelegate, delegationId: string) =>
    submit.run(async () => {
      const row = await assign.mutateAsync({ delegateId: r.id, delegationId: delegationId || null });
      const name = `${row.firstNames} ${row.lastNames}`;
      return row.delegationName
        ? t('chairArea.delegates.assigned', { name, delegation: row.delegationName })
        : t('chairArea.delegates.unassigned', { name });
    });

  if (!rows.length) return <Alert severity="info">{t('chairArea.delegates.noMatches')}</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('routes.presidentDelegates')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('chairArea.delegates.columns.name')}</TableCell>
            <TableCell>{t('chairArea.delegates.columns.delegation')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('chairArea.delegates.columns.contact')}</TableCell>
            <TableCell>{t('chairArea.delegates.columns.status')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('chairArea.delegates.columns.door')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const name = `${r.firstNames} ${r.lastNames}`;
            return (
              <TableRow key={r.id} data-testid="delegate-row">
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                    {onCorrect && (
                      <Tooltip title={t('chairArea.delegates.correct', { name })}>
                        <IconButton size="small" aria-label={t('chairArea.delegates.correct', { name })} onClick={() => onCorrect(r)}>
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {r.institution}
                  </Typography>
                  {/* On a phone the contact column is hidden: the e-mail goes under the name. */}
                  <Typography variant="body2" sx={{ display: { xs: 'block', md: 'none' }, wordBreak: 'break-all' }}>
                    <Link href={`mailto:${r.email}`}>{r.email}</Link>
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 170 }}>
                  <SelectField
                    size="small"
                    fullWidth
                    label={t('chairArea.delegates.delegationOf', { name })}
                    value={r.delegationId ?? ''}
                    onChange={(v) => void seat(r, v)}
                    options={options}
                    disabled={assign.isPending && assign.variables?.delegateId === r.id}
                  />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <Link href={`mailto:${r.email}`} sx={{ wordBreak: 'break-all' }}>
                    {r.email}
                  </Link>
                  {r.phone && (
                    <Typography variant="body2">
                      <Link href={`tel:${r.phone.replace(/\s+/g, '')}`}>{r.phone}</Link>
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`delegateStatus.${r.status}`)}
                    color={DELEGATE_STATUS_COLORS[r.status]}
                    variant={r.status === 'preinscrito' ? 'outlined' : 'filled'}
                  />
                  {r.assignmentManual && (
                    <Typography variant="caption" display="block" color="text.secondary">
                      {t('chairArea.delegates.manual')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Typography variant="body2">{t('chairArea.delegates.verifiedAt', { when: formatDateTime(r.verifiedAt) })}</Typography>
                  <Typography variant="body2">{t('chairArea.delegates.checkedInAt', { when: formatDateTime(r.checkedInAt) })}</Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
