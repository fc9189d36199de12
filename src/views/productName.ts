export const PRODUCT_NAME = 'Sreo Learn';
