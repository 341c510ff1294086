/**
 * The move form's entry to the engine: the form machinery (`core/form-build.ts`) with Level 1's
 * field descriptions attached. Level 1's rules are in the playground's first download; how a
 * person picks each of their fields is needed only once a move form shows, so the descriptions
 * load with whatever imports this file (the lazily loaded form), not with the rules.
 */
import { attachForms } from './core/form-build.ts';
import { LEVEL1_FORMS } from './modules/level1/forms.ts';

attachForms(LEVEL1_FORMS);

export { actingSeat, formFamilies, isAsked, legalStart, moveFromForm, resolveForm, formFields, type ResolvedField } from './core/form-build.ts';
