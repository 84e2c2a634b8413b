import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings.ts';
import { SETTINGS_TEXT as T } from '../../../shared/texts/settings.ts';
import { sameValues, toFormValues, validateSettings } from './settings-form-model.ts';

describe('settings form model', () => {
  it('round-trips the settings through the form values', () => {
    const values = toFormValues(DEFAULT_SITE_SETTINGS);
    const { data, errors } = validateSettings(values);
    expect(errors).toBeNull();
    const { photo: _photo, ...agent } = DEFAULT_SITE_SETTINGS.agent;
    expect(data).toEqual({ ...DEFAULT_SITE_SETTINGS, agent });
    expect(sameValues(values, toFormValues(DEFAULT_SITE_SETTINGS))).toBe(true);
    expect(sameValues(values, { ...values, brand: 'Other' })).toBe(false);
  });

  it('answers the first message of each invalid field under its dotted name', () => {
    const values = { ...toFormValues(DEFAULT_SITE_SETTINGS), 'agent.phone': '12', 'social.x': 'x.com/me', brand: '' };
    const { errors } = validateSettings(values);
    expect(errors).toEqual({ brand: T.brandRequired, 'agent.phone': T.phoneInvalid, 'social.x': T.httpsUrl('X link') });
  });
});
