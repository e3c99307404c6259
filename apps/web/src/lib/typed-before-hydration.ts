type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed into a page rendered at build time (decision 029) before it hydrated. Hydration keeps the
 * elements and what they hold, but the page's state starts empty, and the form library or the next render writes
 * that back into them: call before hydrating, and the function returned after it, which gives each value back as
 * if typed again (an `input` event React's `onChange` hears, past its record of the value it last set).
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll<Field>('input, textarea')) typed.set(field, field.value);
  return () => {
    for (const [field, before] of typed) {
      // What the field holds now, when hydration kept it (typed while it ran too), else what it held before.
      const value = field.value || before;
      if (!field.isConnected || !value || value === field.defaultValue || field.type === 'checkbox' || field.type === 'radio') continue;
      // Through the element's own setter React records "", then the prototype's writes the value unseen by it.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

/**
 * A form sent before its page hydrated does nothing then (`method="dialog"`, decision 029): a visitor's early
 * «Iniciar sesión» would be lost. Call as soon as the app's script runs; the function returned, once the page has
 * hydrated and its typed values are back, sends the last such form again as the visitor did. A submit the page
 * handled itself (its handler prevents the default) is not one of them.
 */
export function keepEarlySubmit(): () => void {
  let early: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const remember = (event: SubmitEvent) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    early = { form: event.target, submitter: event.submitter };
  };
  window.addEventListener('submit', remember);
  return () => {
    window.removeEventListener('submit', remember);
    const sent = early;
    early = null;
    if (!sent?.form.isConnected) return;
    const { form, submitter } = sent;
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  };
}
