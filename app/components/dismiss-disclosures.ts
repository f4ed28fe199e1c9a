// Escape and a click outside close the header's <details> disclosures, which open and close without JavaScript;
// this is what script adds, in a chunk of its own loaded after hydration (first-load budget).
const OPEN = 'details[data-dismissible][open]';
let installed = false;

export function installDisclosureDismissal(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const details of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
      if (!details.contains(event.target as Node)) details.open = false;
    }
  });
}
