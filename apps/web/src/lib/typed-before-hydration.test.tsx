// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { keepEarlySubmit, keepTypedValues } from './typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled field (/data, /meets) and a form library's field (/login, /register), with what each holds. */
function Page({ onSent = () => {} }: { onSent?: (email: string) => void }) {
  const [document, setDocument] = useState('');
  const form = useForm({ defaultValues: { email: '' } });
  const email = form.watch('email');
  return (
    <form method="dialog" onSubmit={form.handleSubmit((values) => onSent(values.email))}>
      <input aria-label="document" value={document} onChange={(e) => setDocument(e.target.value)} />
      <input aria-label="email" {...form.register('email')} />
      <output>{`${document}|${email}`}</output>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('what is typed into a page rendered at build time before it hydrates', () => {
  it('is kept in the fields and reaches the page’s state and the form', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const [documentField, emailField] = [...root.querySelectorAll('input')];
    // Typed while the scripts loaded.
    documentField.value = '1001234567';
    emailField.value = 'ana@colegio.test';
    const restore = keepTypedValues(root);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    act(() => restore());
    expect(root.querySelector('output')?.textContent).toBe('1001234567|ana@colegio.test');
    expect(documentField.value).toBe('1001234567');
    expect(emailField.value).toBe('ana@colegio.test');
  });

  it('is sent once the page has hydrated when the visitor sent the form before, and only once', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const sendEarly = keepEarlySubmit();
    const form = root.querySelector('form') as HTMLFormElement;
    (root.querySelector('input[aria-label="email"]') as HTMLInputElement).value = 'ana@colegio.test';
    form.requestSubmit(root.querySelector('button') as HTMLButtonElement);
    const restore = keepTypedValues(root);
    const sent: string[] = [];
    await act(async () => {
      hydrateRoot(root, <Page onSent={(email) => sent.push(email)} />);
    });
    expect(sent).toEqual([]);
    await act(async () => {
      restore();
      sendEarly();
    });
    expect(sent).toEqual(['ana@colegio.test']);
    // A second call (React runs effects twice in development) and a submit after hydration send nothing more early.
    await act(async () => sendEarly());
    await act(async () => form.requestSubmit());
    expect(sent).toEqual(['ana@colegio.test', 'ana@colegio.test']);
  });
});
