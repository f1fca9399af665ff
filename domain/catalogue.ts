/** The supplier catalogue shows 12 products per page; the supplier product picker asks 100 at once. */
export const CATALOGUE_PAGE_SIZE = 12;
export const PICKER_PAGE_SIZE = 100;
