/** Written into the OpenAPI description of each product call whose path the spec leaves open. */
export const productPathChoice =
  'SPEC section 7 lists this call under products/ without its full path; the shop hangs it ' +
  'off the product id: products/{id}/<call>/.';
