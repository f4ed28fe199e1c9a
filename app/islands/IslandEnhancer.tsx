import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHref, useNavigate, useRevalidator } from '@remix-run/react';
import { clientPathOf, formPathOf } from './client-path';
import { rememberDocumentHtml, type IslandEnhancerProps } from './island-html';

/** A server form and React's form that takes its place. */
type EnhancedForm = { element: Element; parent: Element; node: ReactNode };

/** A form's text fields and its submitter's name and value, as the browser would send them. */
function fieldsOf(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.push([name, value]);
  if (submitter?.name) fields.push([submitter.name, submitter.value]);
  return fields;
}

/** Loaded after hydration: React attaches no handlers inside the server's HTML, so this makes its links navigate
 * client-side and renders its enhanced forms. */
export default function IslandEnhancer({ element, name, version, forms, missing }: IslandEnhancerProps) {
  const navigate = useNavigate();
  const basename = useHref('/');
  const revalidator = useRevalidator();
  const [enhancedForms, setEnhancedForms] = useState<EnhancedForm[]>([]);
  const asked = useRef(false);

  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    revalidator.revalidate();
  }, [missing, revalidator]);

  useEffect(() => {
    const root = element.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!anchor || !root.contains(anchor)) return;
      const link = { href: anchor.getAttribute('href'), target: anchor.getAttribute('target'), rel: anchor.getAttribute('rel'), download: anchor.hasAttribute('download') };
      const path = clientPathOf(link, basename, window.location.href);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    // A GET form (sorting, a price range) is a client-side navigation, as Remix's <Form> would make it.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (event.defaultPrevented || !root.contains(form)) return;
      const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
      const override = (name: string, fallback: string) => submitter?.getAttribute(name) ?? form.getAttribute(fallback);
      const path = formPathOf(
        { method: override('formmethod', 'method'), action: override('formaction', 'action'), target: override('formtarget', 'target') },
        fieldsOf(form, submitter), basename, window.location.href,
      );
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    // React's onChange is not attached inside the server's HTML: a form that submits on change says so.
    const onChange = (event: Event) => {
      const form = (event.target as Element).closest?.('form[data-submit-on-change]');
      if (form instanceof HTMLFormElement && root.contains(form)) form.requestSubmit();
    };
    root.addEventListener('click', onClick);
    root.addEventListener('submit', onSubmit);
    root.addEventListener('change', onChange);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('submit', onSubmit);
      root.removeEventListener('change', onChange);
    };
  }, [element, basename, navigate]);

  useLayoutEffect(() => {
    const root = element.current;
    if (!root) return;
    let active = true;
    const enhance = () => {
      // Complete now (a streamed part may have arrived since hydration): the next mount gets the whole HTML.
      if (version !== undefined) rememberDocumentHtml(name, version, root.innerHTML);
      if (!forms) return;
      void forms.load().then((render) => {
        if (!active) return;
        const enhanced: EnhancedForm[] = [];
        for (const element of root.querySelectorAll(forms.selector)) {
          const node = render(element);
          const parent = element.parentElement;
          // A portal appends to its container: only an element that is its parent's last part can be replaced.
          if (node === null || !parent || element.nextSibling !== null) continue;
          enhanced.push({ element, parent, node });
        }
        setEnhancedForms(enhanced);
      });
    };
    let observer: MutationObserver | undefined;
    // A Suspense boundary the server is still streaming holds a <template> until React's script fills it in.
    if (!root.querySelector('template')) enhance();
    else {
      observer = new MutationObserver(() => {
        if (root.querySelector('template')) return;
        observer?.disconnect();
        enhance();
      });
      observer.observe(root, { childList: true, subtree: true });
    }
    return () => {
      active = false;
      observer?.disconnect();
    };
    // Once per element: the forms it replaced are React's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);

  // React's forms are in (appended after the server's): the server's go before the browser paints.
  useLayoutEffect(() => {
    for (const { element } of enhancedForms) element.remove();
  }, [enhancedForms]);

  return <>{enhancedForms.map(({ parent, node }, index) => createPortal(node, parent, String(index)))}</>;
}
