import { describe, expect, it } from 'vitest';
import {
  CreateInquirySchema,
  detailColumn,
  eachDetail,
  INQUIRY_DETAIL_KEYS,
  InquiryDtoSchema,
  snakeCase,
} from './inquiries.schema.ts';

describe("the renter's details of an inquiry", () => {
  it('are stored in the snake_case column of their name, in the value and in its type', () => {
    const column: 'move_in_date' = snakeCase('moveInDate');
    expect(column).toBe('move_in_date');
    expect(snakeCase('pets')).toBe('pets');
    expect(snakeCase('monthlyBudgetUsd')).toBe('monthly_budget_usd');
    for (const key of INQUIRY_DETAIL_KEYS) expect(detailColumn(key)).toMatch(/^[a-z_]+$/);
  });

  it('are each accepted by POST /inquiries and answered in every inquiry, in the order of the list', () => {
    const accepted = Object.keys(CreateInquirySchema.shape);
    const answered = Object.keys(InquiryDtoSchema.shape);
    for (const key of INQUIRY_DETAIL_KEYS) {
      expect(accepted).toContain(key);
      expect(answered).toContain(key);
    }
    expect(Object.keys(eachDetail(() => ''))).toEqual(INQUIRY_DETAIL_KEYS);
  });

  it('read blank as not given, so nothing stores whitespace for a detail', () => {
    const sent = { name: 'Ana', email: 'ana@example.com', message: 'Hello', ...eachDetail(() => '   ') };
    const parsed = CreateInquirySchema.parse(sent);
    for (const key of INQUIRY_DETAIL_KEYS) expect(parsed[key]).toBeUndefined();
  });
});
