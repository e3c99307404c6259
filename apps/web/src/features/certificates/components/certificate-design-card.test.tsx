// @vitest-environment jsdom
import type { CertificateSettings } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { CertificateDesignCard } from './certificate-design-card';

const settings: CertificateSettings = {
  threshold: 75,
  title: 'Certificado de participación',
  body: 'Se certifica que {{nombre}} participó.',
  footer: '',
  signatures: [{ name: 'Laura Gómez', role: 'Secretaria general', hasImage: false }],
  hasLogo: false,
};

describe('the certificate design', () => {
  it('says how large the logo and each signature’s image may be before one is chosen', () => {
    renderWithApp(<CertificateDesignCard settings={settings} />);
    expect(screen.getAllByText('Hasta 2 MB por archivo.')).toHaveLength(2);
  });
});
