import 'temporal-polyfill/global';
import { describe, expect, it } from 'vitest';
import { hourRange, hoursIn, planHourlySlots, withHours } from './hour-range';

const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`);
const oneHour = (text: string) => ({ start: at(text), end: at(text).add({ hours: 1 }) });
const clock = (time: Temporal.ZonedDateTime) => time.toPlainTime().toString().slice(0, 5);

describe('hourRange', () => {
  it('covers every hour a drag passes over, whichever way it goes', () => {
    const down = hourRange(at('2026-11-24T10:40'), at('2026-11-24T12:10'));
    expect([clock(down.start), clock(down.end), hoursIn(down)]).toEqual(['10:00', '13:00', 3]);
    const up = hourRange(at('2026-11-24T12:10'), at('2026-11-24T10:40'));
    expect([clock(up.start), clock(up.end)]).toEqual(['10:00', '13:00']);
  });

  it('is one hour for a drag within an hour', () => {
    expect(hoursIn(hourRange(at('2026-11-24T10:05'), at('2026-11-24T10:55')))).toBe(1);
  });

  it("stays on the anchor's day", () => {
    const late = hourRange(at('2026-11-24T22:30'), at('2026-11-25T02:00'));
    expect([late.start.toString(), late.end.toString()]).toEqual([
      '2026-11-24T22:00:00+01:00[Europe/Berlin]',
      '2026-11-25T00:00:00+01:00[Europe/Berlin]',
    ]);
    const early = hourRange(at('2026-11-24T01:30'), at('2026-11-23T20:00'));
    expect([clock(early.start), clock(early.end)]).toEqual(['00:00', '02:00']);
  });

  it('counts real hours across the October change', () => {
    const range = hourRange(at('2026-10-25T01:00'), at('2026-10-25T03:30'));
    expect(hoursIn(range)).toBe(4);
  });
});

describe('planHourlySlots', () => {
  const now = at('2026-11-24T11:15').toInstant();

  it('cuts the selection into hours and skips past and taken ones', () => {
    const selection = withHours(oneHour('2026-11-24T10:00'), 4);
    const taken = [{ start: at('2026-11-24T12:30').toInstant().toString(), end: at('2026-11-24T13:30').toInstant().toString() }];
    const plan = planHourlySlots(selection, taken, now);
    expect(plan.slots.map((slot) => clock(slot.start))).toEqual([]);
    expect(plan.skipped.map((skip) => [clock(skip.start), skip.reason])).toEqual([
      ['10:00', 'past'],
      ['11:00', 'past'],
      ['12:00', 'overlap'],
      ['13:00', 'overlap'],
    ]);
  });

  it('keeps free future hours, each one hour long', () => {
    const plan = planHourlySlots(withHours(oneHour('2026-11-24T18:00'), 3), [], now);
    expect(plan.slots.map((slot) => `${clock(slot.start)}–${clock(slot.end)}`)).toEqual(['18:00–19:00', '19:00–20:00', '20:00–21:00']);
    expect(plan.skipped).toEqual([]);
  });
});
