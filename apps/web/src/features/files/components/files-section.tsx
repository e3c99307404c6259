import Stack from '@mui/material/Stack';
import { GENERAL_SCOPE } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { usageQuery } from '../api';
import { FileManager } from './file-manager';
import { UsageTable } from './usage-table';

/** The chair's «Archivos»: the commission's file manager. */
export function CommissionFilesSection({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('files.title')} data-testid="files-section">
      <FileManager key={commissionId} scope={commissionId} />
    </SectionCard>
  );
}

/** The Gestor's «Archivos»: the general folder or any commission's, and the space each one uses. */
export function GestorFilesSection() {
  const { t } = useTranslation();
  const usage = useQuery(usageQuery);
  const [scope, setScope] = useState<string>(GENERAL_SCOPE);
  const options = (usage.data ?? []).map((u) => ({ value: u.scope, label: u.commissionId ? u.name : t('files.general') }));
  return (
    <>
      <SectionCard title={t('files.generalTitle')} data-testid="files-section">
        <Stack spacing={2}>
          <SelectField
            label={t('files.scope')}
            value={scope}
            onChange={setScope}
            options={options.length ? options : [{ value: GENERAL_SCOPE, label: t('files.general') }]}
            sx={{ maxWidth: 360 }}
          />
          <FileManager key={scope} scope={scope} />
        </Stack>
      </SectionCard>
      <SectionCard title={t('files.usage')}>
        <QueryView query={usage}>{(data) => <UsageTable usage={data} />}</QueryView>
      </SectionCard>
    </>
  );
}
