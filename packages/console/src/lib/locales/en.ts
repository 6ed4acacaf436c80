import { enAudit } from './enAudit.ts';
import { enEntry } from './enEntry.ts';
import { enOperation } from './enOperation.ts';

/** English: the reference catalogue; every other language must have each of its keys. */
export const en = {
  ...enEntry,
  audit: { ...enEntry.audit, ...enAudit },
  operation: { ...enEntry.operation, ...enOperation },
};
/**
 * Plural forms beyond English's one/other that a language's Intl.PluralRules asks for: Hebrew adds
 * two, Arabic zero, two, few and many. i18next picks `key_<form>` for `t(key, { count })`.
 */
type MorePluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
    : never]?: string;
};
/** The shape every catalogue must have: same keys (plus the plural forms its language uses), any text. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> } & MorePluralForms<T>;
export type Catalogue = Strings<typeof en>;
