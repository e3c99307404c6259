// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { keepTypedValues } from './typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled field (/data, /meets) and a form library's field (/login, /register), with what each holds. */
function Page() {
  const [document, setDocument] = useState('');
  const form = useForm({ defaultValues: { email: '' } });
  const email = form.watch('email');
  return (
    <form>
      <input aria-label="document" value={document} onChange={(e) => setDocument(e.target.value)} />
      <input aria-label="email" {...form.register('email')} />
      <output>{`${document}|${email}`}</output>
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
});
