import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_TEMPLATES,
  escapeHtml,
  fillPlaceholders,
  mailRecipientStatus,
  usesPlaceholder,
  withoutPlaceholderSentences,
} from './mail';

const VALUES = {
  nombre: 'Ana <b>Ruiz</b>',
  delegacion: 'Colombia',
  comision: 'Asamblea General',
  enlace_personal: 'https://x.test/v?code=A&b',
  evento: 'Modelo ONU 2026',
};

describe('mail placeholders', () => {
  it('fills each known placeholder, spaces allowed, and leaves unknown ones as written', () => {
    expect(fillPlaceholders('Hola {{nombre}}, {{ delegacion }} en {{comision}} ({{evento}}): {{enlace_personal}} {{otro}}', VALUES)).toBe(
      'Hola Ana <b>Ruiz</b>, Colombia en Asamblea General (Modelo ONU 2026): https://x.test/v?code=A&b {{otro}}',
    );
  });

  it('escapes the values for the HTML part', () => {
    expect(fillPlaceholders('<p>{{nombre}} {{enlace_personal}}</p>', VALUES, escapeHtml)).toBe(
      '<p>Ana &lt;b&gt;Ruiz&lt;/b&gt; https://x.test/v?code=A&amp;b</p>',
    );
  });
});

describe('a recipient’s status', () => {
  it('is enviado when sent, fallido when failed with no attempt left, else pendiente', () => {
    expect(mailRecipientStatus({ status: 'sent', nextAttemptAt: null })).toBe('enviado');
    expect(mailRecipientStatus({ status: 'failed', nextAttemptAt: null })).toBe('fallido');
    expect(mailRecipientStatus({ status: 'failed', nextAttemptAt: '2026-01-01T00:00:00.000Z' })).toBe('pendiente');
    expect(mailRecipientStatus({ status: 'outbox', nextAttemptAt: null })).toBe('pendiente');
  });
});

describe('withoutPlaceholderSentences', () => {
  it('drops the sentences with the personal link from every default template, leaving the rest of the message', () => {
    expect(withoutPlaceholderSentences(DEFAULT_MAIL_TEMPLATES.asignacion.body, 'enlace_personal')).toBe(
      'Hola, {{nombre}}:\n\nRepresentarás a **{{delegacion}}** en **{{comision}}**.',
    );
    for (const { subject, body } of Object.values(DEFAULT_MAIL_TEMPLATES))
      for (const text of [subject, body]) {
        const kept = withoutPlaceholderSentences(text, 'enlace_personal');
        expect(usesPlaceholder(kept, 'enlace_personal')).toBe(false);
        expect(kept).not.toMatch(/\n\n\n|^\s|\s$/);
      }
    expect(withoutPlaceholderSentences(DEFAULT_MAIL_TEMPLATES.certificado.body, 'enlace_personal')).toBe(
      'Hola, {{nombre}}:\n\nGracias por participar en {{comision}} de {{evento}}.',
    );
    expect(withoutPlaceholderSentences('Hola\n\nTu enlace: {{ enlace_personal }}\n\nGracias', 'enlace_personal')).toBe('Hola\n\nGracias');
  });
});
