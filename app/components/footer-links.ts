/** A footer link; `external` ones leave the shop. */
export interface FooterLink {
  name: string;
  to: string;
  external?: boolean;
}

export interface FooterColumn {
  id: string;
  title: string;
  links: FooterLink[];
}

/** Spec §2 Footer: "A footer column needs at least one link, and a link needs a name and a target." */
export function visibleFooterColumns(columns: FooterColumn[]): FooterColumn[] {
  return columns
    .map((column) => ({ ...column, links: column.links.filter((link) => link.name.trim() !== '' && link.to.trim() !== '') }))
    .filter((column) => column.links.length > 0);
}
