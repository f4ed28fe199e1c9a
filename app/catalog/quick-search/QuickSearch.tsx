import { useEffect, useState, type ComponentType } from 'react';

type BoxProps = { input: HTMLInputElement; openNow: boolean };

/** Adds only this to the first-load script: the dropdown's code is imported on the field's first focus or keystroke.
 *  Without JavaScript the field is a plain GET form to /search. */
export function QuickSearch({ inputId }: { inputId: string }) {
  const [loaded, setLoaded] = useState<({ Box: ComponentType<BoxProps> } & BoxProps) | null>(null);
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    let cancelled = false;
    // A search submitted while the code was on its way must not reopen the results afterwards.
    let submitted = false;
    const onSubmit = () => {
      submitted = true;
    };
    const load = () => {
      input.removeEventListener('focus', load);
      input.removeEventListener('input', load);
      input.form?.addEventListener('submit', onSubmit, { once: true });
      void import('./QuickSearchBox').then(({ QuickSearchBox }) => {
        input.form?.removeEventListener('submit', onSubmit);
        if (!cancelled) setLoaded({ Box: QuickSearchBox, input, openNow: !submitted && document.activeElement === input });
      });
    };
    input.addEventListener('focus', load);
    input.addEventListener('input', load);
    if (document.activeElement === input) load();
    return () => {
      cancelled = true;
      input.removeEventListener('focus', load);
      input.removeEventListener('input', load);
      input.form?.removeEventListener('submit', onSubmit);
    };
  }, [inputId]);
  return loaded ? <loaded.Box input={loaded.input} openNow={loaded.openNow} /> : null;
}
