import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type CommissionDocument, type DocumentStatus, documentVersionUrl } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { type Column, SimpleTable } from '../../../components/simple-table';

const STATUS_COLOR: Record<DocumentStatus, ChipProps['color']> = {
  recibido: 'default',
  en_revision: 'info',
  aprobado: 'success',
  rechazado: 'error',
};

export type DocumentAction = 'edit' | 'upload' | 'status' | 'preview' | 'delete';

/** The commission's documents: kind, title, delegations, status, visibility, every version to download, and actions. */
export function DocumentsTable({
  commissionId,
  documents,
  onAction,
}: {
  commissionId: string;
  documents: CommissionDocument[];
  onAction: (action: DocumentAction, doc: CommissionDocument) => void;
}) {
  const { t } = useTranslation();
  const action = (kind: DocumentAction, doc: CommissionDocument, icon: React.ReactNode, label: string, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={`${label}: ${doc.title}`} onClick={() => onAction(kind, doc)} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const columns: Column<CommissionDocument>[] = [
    { key: 'kind', header: t('documents.columns.kind'), cell: (d) => t(`documents.kinds.${d.kind}`) },
    {
      key: 'title',
      header: t('documents.columns.title'),
      cell: (d) => (
        <Box sx={{ overflowWrap: 'anywhere' }}>
          {d.title}
          {d.statusComment && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('documents.comment', { comment: d.statusComment })}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'delegations',
      header: t('documents.columns.delegations'),
      cell: (d) => (
        <Box>
          {d.author && <Typography variant="body2">{`${t('documents.fields.author')}: ${d.author.name}`}</Typography>}
          {d.sponsors.length > 0 && (
            <Typography variant="body2">{`${t('documents.fields.sponsors')}: ${d.sponsors.map((s) => s.name).join(', ')}`}</Typography>
          )}
          {d.signatories.length > 0 && (
            <Typography variant="body2">{`${t('documents.fields.signatories')}: ${d.signatories.map((s) => s.name).join(', ')}`}</Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('documents.columns.status'),
      cell: (d) => (
        <Chip size="small" color={STATUS_COLOR[d.status]} label={t(`documents.statuses.${d.status}`)} data-testid="document-status" />
      ),
    },
    { key: 'visibility', header: t('documents.columns.visibility'), cell: (d) => t(`documents.visibilities.${d.visibility}`) },
    {
      key: 'versions',
      header: t('documents.columns.versions'),
      cell: (d) =>
        d.versions.length === 0 ? (
          t('documents.noFile')
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {d.versions.map((v) => (
              <li key={v.id}>
                <Link
                  href={documentVersionUrl(commissionId, d.id, v.id)}
                  download={v.name}
                  aria-label={t('documents.actions.download', { number: v.number })}
                >
                  {`v${v.number}`}
                </Link>
              </li>
            ))}
          </Box>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      cell: (d) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {action('preview', d, <VisibilityOutlined fontSize="small" />, t('documents.actions.preview'), d.versions.length === 0)}
          {action('upload', d, <UploadFileOutlined fontSize="small" />, t('documents.actions.upload'))}
          {action('status', d, <FlagOutlined fontSize="small" />, t('documents.actions.status'))}
          {action('edit', d, <EditOutlined fontSize="small" />, t('documents.actions.edit'))}
          {action('delete', d, <DeleteOutline fontSize="small" />, t('documentTrash.delete'))}
        </Box>
      ),
    },
  ];
  return (
    <SimpleTable
      columns={columns}
      rows={documents}
      rowKey={(d) => d.id}
      emptyText={t('documents.empty')}
      label={t('routes.presidentDocs')}
      rowProps={(d) => ({ 'data-testid': `document-${d.id}` })}
    />
  );
}
