/** Spec §5 Other: "Virtual guarantee SKUs begin with 41000." */
export function isGuaranteeSku(sku: string | undefined): boolean {
  return Boolean(sku?.startsWith('41000'));
}
