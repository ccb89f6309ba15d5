// The field rules are zod schemas, and zod is ~24 KB gzip of JavaScript the first view of a
// page does not need: the form fetches this module when the visitor first uses it.
export { newsletterForm } from '@shop/domain';
