/**
 * Longest name and question a shopper may send, in characters: room for a full name and a
 * detailed question, not for pasted pages (the shop reads and answers each one). The error
 * messages in @shop/i18n state these numbers. Apart from the schema so the product page's form
 * can show them without loading zod.
 */
export const productQuestionLimits = { name: 100, question: 2000 } as const;
