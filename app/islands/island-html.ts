import type { ReactNode, RefObject } from 'react';
import type { IslandName } from './island-data';

/** Each island's HTML as the document brought it, read when it hydrated, for when it is mounted again. */
export const documentHtml = new Map<IslandName, { version: string; html: string }>();

export function rememberDocumentHtml(name: IslandName, version: string, html: string) {
  documentHtml.set(name, { version, html });
}

/** The enhanced forms that take the place of an island's server forms (each form its parent's last part). */
export type IslandForms = { selector: string; load: () => Promise<(element: Element) => ReactNode> };

export type IslandEnhancerProps = {
  element: RefObject<HTMLElement>;
  name: IslandName;
  /** Where the document's HTML is remembered, for the next mount (the footer keeps its own). */
  version?: string;
  forms?: IslandForms;
  /** Neither data nor the document's HTML (not expected): the loaders run again, as a data request. */
  missing?: boolean;
};

