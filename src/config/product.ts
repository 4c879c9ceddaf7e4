// The product's name: shown in the header and in every document title.
export const PRODUCT_NAME = 'InkLift';
