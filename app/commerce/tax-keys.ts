/** The tax category of every product, the shipping methods and the shop's fees; a key shared with the seed. */
export const STANDARD_TAX_CATEGORY_KEY = 'standard';
