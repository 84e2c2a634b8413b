import { HONEYPOT_FIELD } from '../../../../shared/constants.ts';
import { LIFESTYLE_KEYS } from '../../../../shared/roommates.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { formField } from '../form-field.ts';

/** The profile's fields a refusal may name (the schema's keys), in the order the manage page shows them. */
export const PROFILE_FIELDS = [
  'name',
  'phone',
  'budget',
  'moveInDate',
  'stayMonths',
  'areas',
  'lifestyle',
  'householdPreference',
  'about',
] as const;

/** The questionnaire's: the profile's and the e-mail, in the form's order (the e-mail under the name). */
export const QUESTIONNAIRE_FIELDS = ['name', 'email', ...PROFILE_FIELDS.slice(1)] as const;

/** A refusal the page shows: each refused field's message beside it, and the form's own above it ('' for none). */
export type SeekerRefusal = { message: string; errors?: FieldErrors };

/** What the questionnaire's fields hold as posted, kept to fill the form again after a refusal. */
export interface SeekerFormValues {
  name: string;
  email: string;
  phone: string;
  budget: string;
  moveInDate: string;
  stayMonths: string;
  areas: string[];
  privateBath: boolean;
  furnished: boolean;
  lifestyle: Record<string, string>;
  householdPreference: string;
  about: string;
  introduce: boolean;
}

export const EMPTY_SEEKER_FORM: SeekerFormValues = {
  name: '',
  email: '',
  phone: '',
  budget: '',
  moveInDate: '',
  stayMonths: '',
  areas: [],
  privateBath: false,
  furnished: false,
  lifestyle: {},
  householdPreference: 'none',
  about: '',
  introduce: false,
};

/** The posted form's values (every text cut to a sane length: the schema refuses what is too long). */
export function seekerFormValues(form: FormData): SeekerFormValues {
  const text = (name: string) => formField(form, name).slice(0, 2000);
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    budget: text('budget'),
    moveInDate: text('moveInDate'),
    stayMonths: text('stayMonths'),
    areas: form
      .getAll('areas')
      .filter((a): a is string => typeof a === 'string')
      .slice(0, 50),
    privateBath: form.has('privateBath'),
    furnished: form.has('furnished'),
    lifestyle: Object.fromEntries(LIFESTYLE_KEYS.map((key) => [key, text(`lifestyle-${key}`)]).filter(([, v]) => v)),
    householdPreference: text('householdPreference') || 'none',
    about: text('about'),
    introduce: form.has('introduce'),
  };
}

/** The API's body from the form's values (what POST /api/roommates and PUT /api/roommates/{token} take). */
export function seekerPayload(values: SeekerFormValues, form?: FormData) {
  return {
    name: values.name,
    phone: values.phone,
    budget: values.budget,
    moveInDate: values.moveInDate,
    stayMonths: values.stayMonths,
    areas: values.areas,
    needs: { privateBath: values.privateBath, furnished: values.furnished },
    lifestyle: values.lifestyle,
    householdPreference: values.householdPreference,
    about: values.about,
    introduce: values.introduce,
    ...(form ? { email: values.email, [HONEYPOT_FIELD]: formField(form, HONEYPOT_FIELD) } : {}),
  };
}
