/** Spec §2: titles append the site name; the not-found page's title is page-not-found alone. */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}
