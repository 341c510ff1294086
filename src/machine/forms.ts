/**
 * The move form's entry to the engine: the form machinery (`core/form-build.ts`) with Level 1's
 * field descriptions and the table's chosen-outcome form attached. Level 1's rules are in the
 * playground's first download; how a person picks each of their fields is needed only once a move
 * form shows, so the descriptions load with whatever imports this file (the lazily loaded form),
 * not with the rules.
 */
import { attachComposedForm, attachForms } from './core/form-build.ts';
import { LEVEL1_FORMS } from './modules/level1/forms.ts';
import { CHOSEN_OUTCOME_FORM } from './modules/table/form.ts';

attachForms(LEVEL1_FORMS);
attachComposedForm('choose', CHOSEN_OUTCOME_FORM);

export { actingSeat, formFamilies, formKeys, isAsked, legalStart, moveFromForm, resolveForm, formFields, type ResolvedField } from './core/form-build.ts';
