import { describe, expect, it } from 'vitest';
import { extractText } from './test-kit.ts';
import { analyzeField } from './field.ts';
import { askedSide, legendSides } from './dimensions.ts';

async function answer(text: string, name: string, description = ''): Promise<unknown> {
  return (await extractText(text, [{ name, description, type: 'number' }]))[name].value;
}

describe('sizes written one figure per side', () => {
  it('reads a legend in the language it is written in', () => {
    expect(legendSides(['W', 'H', 'D'])).toEqual(['width', 'height', 'depth']);
    expect(legendSides(['L', 'W', 'H'])).toEqual(['length', 'width', 'height']);
    // French: largeur, hauteur, profondeur; German: Breite, Höhe, Tiefe.
    expect(legendSides(['l', 'h', 'p'])).toEqual(['width', 'height', 'depth']);
    expect(legendSides(['B', 'H', 'T'])).toEqual(['width', 'height', 'depth']);
    // Letters that are no sides, or a side twice, make no legend.
    expect(legendSides(['A', 'B', 'C'])).toBeNull();
    expect(legendSides(['W', 'W', 'H'])).toBeNull();
  });

  it('knows the one side a field asks for', () => {
    expect(askedSide(analyzeField({ name: 'product_width', description: 'how wide it is (mm)', type: 'number' }))).toBe('width');
    expect(askedSide(analyzeField({ name: 'height_mm', description: '', type: 'number' }))).toBe('height');
    expect(askedSide(analyzeField({ name: 'size', description: 'width and height', type: 'number' }))).toBeNull();
  });

  it('answers a side by the figure in its place, in the unit written after the last figure', async () => {
    const sheet = `Produktdatenblatt\nModell: NetHub 6 Pro\n\nMaße (B × H × T)   28 × 121 × 34 mm\nGewicht   0,4 kg\n`;
    expect(await answer(sheet, 'product_width', 'how wide it is (mm)')).toBe(28);
    expect(await answer(sheet, 'depth_mm', 'how deep the unit is')).toBe(34);
    const english = `Datasheet\n\nDimensions (W x H x D): 430 x 44 x 285 mm\nPower: 60 W\n`;
    expect(await answer(english, 'height_mm', 'height of the unit in mm')).toBe(44);
  });
});
