import { describe, expect, it } from 'vitest';
import { rank, reasonsSummary, roomsFor, scorePair, scoreRoom, type RoomForMatch, type SeekerForMatch } from './matching.ts';

const home = { privateBath: false, furnished: false, smoking: false, pets: false, quietHours: false };
const room = (id: number, fields: Partial<RoomForMatch> = {}, household: Partial<typeof home> = {}): RoomForMatch => ({
  id,
  price: 1400,
  availableFrom: '2027-03-01',
  buildingSlug: '145-east-29th-street',
  household: { ...home, ...household },
  ...fields,
});
const seeker = (id: number, fields: Partial<SeekerForMatch> = {}): SeekerForMatch => ({
  id,
  budget: 1500,
  moveInDate: '2027-03-01',
  areas: [],
  needs: {},
  lifestyle: {},
  householdPreference: 'none',
  introduce: false,
  ...fields,
});

describe('roommate matching on a fixed set', () => {
  const maya = seeker(1, {
    areas: ['145-east-29th-street'],
    needs: { privateBath: true },
    lifestyle: { smoking: 'non-smoker', pets: 'no-pets', noise: 'quiet' },
  });
  const rooms = [
    room(10, {}, { privateBath: true, quietHours: true }), // everything fits
    room(11, { price: 1501 }), // a dollar over the budget
    room(12, { availableFrom: '2027-03-16' }), // 15 days after the move-in date
    room(13, { availableFrom: '2027-03-15', buildingSlug: 'herald-towers' }, { pets: true, privateBath: true }),
    room(14, { availableFrom: null }, { smoking: true, quietHours: true }),
  ];

  it('budget and move-in date are hard limits: a room over either is no match at all', () => {
    expect(scoreRoom(maya, rooms[1])).toBeNull();
    expect(scoreRoom(maya, rooms[2])).toBeNull();
    expect(scoreRoom(maya, room(15, { price: 1500, availableFrom: '2027-03-15' }))).not.toBeNull();
  });

  it('scores the way of living by weight, with every reason in order', () => {
    const best = scoreRoom(maya, rooms[0])!;
    expect(best.score).toBe(100);
    expect(reasonsSummary(best.reasons)).toBe('budget ✓ · move-in ✓ · area ✓ · private bath ✓ · smoking ✓ · pets ✓ · noise ✓');
    // Elsewhere, with pets, no quiet hours: area 3 + pets 3 + noise 2 of 13 missed.
    const petHome = scoreRoom(maya, rooms[3])!;
    expect(reasonsSummary(petHome.reasons)).toBe('budget ✓ · move-in ✓ · area ✗ · private bath ✓ · smoking ✓ · pets ✗ · noise ✗');
    expect(petHome.score).toBe(Math.round((100 * 5) / 13));
    // A smoking home: smoking 3 and private bath 2 of 13 missed.
    expect(scoreRoom(maya, rooms[4])!.score).toBe(Math.round((100 * 8) / 13));
  });

  it('ranks the rooms that pass, best first', () => {
    expect(rank(rooms, roomsFor(maya), 10).map((r) => [r.item.id, r.score])).toEqual([
      [10, 100],
      [14, 62],
      [13, 38],
    ]);
  });

  it('a seeker with no preferences and a room without a household score on the hard limits alone', () => {
    const plain = scoreRoom(seeker(2), room(20, {}, {}))!;
    expect(plain.score).toBe(100);
    expect(reasonsSummary(plain.reasons)).toBe('budget ✓ · move-in ✓');
    expect(scoreRoom(maya, { ...room(21), household: null })!.reasons.map((r) => r.key)).toEqual(['budget', 'moveIn', 'area']);
  });

  it('pairs only seekers who both asked to be introduced, within a quarter in budget and 30 days in date', () => {
    const a = seeker(1, {
      introduce: true,
      budget: 2000,
      lifestyle: { smoking: 'non-smoker', tidiness: 'very-tidy', schedule: 'early' },
    });
    const b = seeker(2, {
      introduce: true,
      budget: 1600,
      moveInDate: '2027-03-31',
      lifestyle: { smoking: 'smoker', tidiness: 'tidy', schedule: 'night' },
    });
    expect(scorePair(a, { ...b, introduce: false })).toBeNull();
    expect(scorePair(a, { ...b, budget: 1499 })).toBeNull();
    expect(scorePair(a, { ...b, moveInDate: '2027-04-01' })).toBeNull();
    const pair = scorePair(a, b)!;
    expect(reasonsSummary(pair.reasons)).toBe('budget ✓ · move-in ✓ · smoking ✗ · schedule ✗ · tidiness ✓');
    expect(pair.score).toBe(Math.round((100 * 2) / 6));
    expect(scorePair(a, a)).toBeNull();
  });
});
