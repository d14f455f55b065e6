/**
 * The operator behind the product, named the same way everywhere: the footer copyright and licence line, the CMS
 * legal pages, e-mails. One place, so the legal name can never differ between them.
 */
export const COMPANY_NAME = "Vela Gaming Ltd.";

/** The product's name as players see it. */
export const BRAND_NAME = "Vela";

/** The operator's gambling licence number, as quoted in the footer and the terms. */
export const LICENCE_NUMBER = "VG/2026/001";
