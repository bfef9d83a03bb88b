import { describe, expect, it } from 'vitest';
import { FEATURE_INDEX, type Row } from './feature-names.ts';
import { buildModel, defaultModelData, SIGNALS, signalsOf, signalVector, withSignals, type Signals } from './model.ts';

const row = (features: Record<string, number>): Row => {
  const entries = Object.entries(features);
  return { idx: Uint16Array.from(entries.map(([f]) => FEATURE_INDEX.get(f)!)), val: Float32Array.from(entries.map(([, v]) => v)) };
};

describe('signals of how unfamiliar an answer looks', () => {
  it('measures the lead over the runner-up, the best context match, the rivals and the mentions', () => {
    const s = signalsOf([0.7, 0.2, 0.05], 0, row({ lab: 0.4, w_desc: 0.9, pos: 0.5 }), 3, 0.05);
    expect(s.margin).toBeCloseTo(0.5);
    expect(s.context).toBeCloseTo(0.9);
    expect(s.none).toBe(0.05);
    expect(s.rivals).toBe(2);
    expect(s.mentions).toBe(3);
    // The runner-up trails the best: its margin is negative.
    expect(signalsOf([0.7, 0.2], 1, undefined, 1, 0.1).margin).toBeCloseTo(-0.5);
  });

  it('leaves the probability as it is when the model has no signal weights', () => {
    const s: Signals = { margin: 0.9, context: 1, rivals: 0, mentions: 4, none: 0.05 };
    expect(withSignals(undefined, 0.63, false, s)).toBe(0.63);
    const model = buildModel(defaultModelData());
    expect(model.calibrate(0.63, false, 'date', s)).toBe(0.63);
  });

  it('with fitted weights, a clear lead raises the confidence and a close call lowers it', () => {
    // Weights: the probability's logit plus a term for the margin (order as SIGNALS).
    const weights = { single: [1, 3, 0, 0, 0, -1.5], multi: [1, 0, 0, 0, 0, 0] };
    const clear = withSignals(weights, 0.6, false, { margin: 0.55, context: 0.5, rivals: 1, mentions: 1, none: 0.1 });
    const close = withSignals(weights, 0.6, false, { margin: 0.02, context: 0.5, rivals: 1, mentions: 1, none: 0.1 });
    expect(clear).toBeGreaterThan(0.6);
    expect(close).toBeLessThan(0.6);
    expect(signalVector(0.5, { margin: 0, context: 0, rivals: 0, mentions: 1, none: 0 })[0]).toBeCloseTo(0);
  });

  it('reads the probability of no answer: a lead where the field is likely absent is a guess', () => {
    const lead = { margin: 0.6, context: 0.5, rivals: 1, mentions: 2 };
    const weights = { single: [1, 0, 0, 0, 0, 0, -3], multi: [1, 0, 0, 0, 0, 0, 0] };
    const present = withSignals(weights, 0.7, false, { ...lead, none: 0.05 });
    const absent = withSignals(weights, 0.7, false, { ...lead, none: 0.6 });
    expect(absent).toBeLessThan(present - 0.2);
    // Weights fitted before the signal existed (one fewer) read the probability as they did.
    expect(SIGNALS.length).toBe(8);
    const before = { single: [1, 0, 0, 0, 0, 0], multi: [1, 0, 0, 0, 0, 0] };
    expect(withSignals(before, 0.7, false, { ...lead, none: 0.6 })).toBeCloseTo(0.7);
  });

  it('reads a label that names something else: "Created at:" before a date asked as the invoice date', () => {
    expect(signalsOf([0.8], 0, row({ l_mismatch: 1, l_mis_en: 1, pos: 0.2 }), 1, 0.2).mislabelled).toBe(1);
    expect(signalsOf([0.8], 0, row({ a_mis_en: 1 }), 1, 0.2).mislabelled).toBe(1);
    // A label in words the lexicon does not know may be the field's own in another language: no doubt from it.
    expect(signalsOf([0.8], 0, row({ l_mismatch: 1, lab: 0.3 }), 1, 0.2).mislabelled).toBe(0);
    const weights = { single: [1, 0, 0, 0, 0, 0, 0, -2], multi: [1, 0, 0, 0, 0, 0, 0, 0] };
    const lead = { margin: 0.8, context: 0, rivals: 0, mentions: 1, none: 0.2 };
    expect(withSignals(weights, 0.8, false, { ...lead, mislabelled: 1 })).toBeLessThan(withSignals(weights, 0.8, false, { ...lead, mislabelled: 0 }) - 0.3);
    // Weights fitted before the signal existed read the probability as they did.
    expect(withSignals({ single: [1, 0, 0, 0, 0, 0, 0], multi: [1, 0, 0, 0, 0, 0, 0] }, 0.8, false, { ...lead, mislabelled: 1 })).toBeCloseTo(0.8);
  });
});
