import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { commissionsQuery } from '../../../data/commissions';
import { certificateSettingsQuery } from '../api';
import { CertificateDesignCard } from './certificate-design-card';
import { CommissionCertificatesPanel } from './commission-certificates';

/** The Gestor's certificates: the design, then per commission the counts, issuing, delivery and who is below the threshold. */
export function CertificatesSection() {
  const { t } = useTranslation();
  const settings = useQuery(certificateSettingsQuery);
  const commissions = useQuery(commissionsQuery(false));
  const [commissionId, setCommissionId] = useState('');
  const options = (commissions.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Stack spacing={3}>
      <QueryView query={settings}>{(data) => <CertificateDesignCard key={JSON.stringify(data)} settings={data} />}</QueryView>
      <SectionCard title={t('certificates.title')} data-testid="certificates-section">
        <Stack spacing={2}>
          <SelectField
            label={t('certificates.commission')}
            value={commissionId}
            onChange={setCommissionId}
            options={[{ value: '', label: t('certificates.chooseCommission') }, ...options]}
            sx={{ maxWidth: 420 }}
          />
          {commissionId && <CommissionCertificatesPanel key={commissionId} commissionId={commissionId} />}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
