import type { Locator } from '@playwright/test';

/**
 * The contrast ratio (WCAG 2.2) of a colour of an element (its `property`, of its `pseudo` element if one
 * is named) against what it stands on: its own background, or that of its closest ancestor matching `ground`.
 */
export function colourContrast(element: Locator, { property, pseudo }: { property: 'color' | 'backgroundColor' | 'borderTopColor'; pseudo?: string }, ground?: string): Promise<number> {
  return element.evaluate((target, { property, pseudo, ground }) => {
    // The relative luminance of a computed rgb() colour (WCAG 2.2).
    const luminance = (colour: string) => {
      const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map((part) => {
        const value = Number(part) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const surface = ground ? target.closest(ground)! : target;
    const [one, back] = [luminance(getComputedStyle(target, pseudo)[property]), luminance(getComputedStyle(surface).backgroundColor)];
    return (Math.max(one, back) + 0.05) / (Math.min(one, back) + 0.05);
  }, { property, pseudo: pseudo ?? null, ground: ground ?? null });
}

/** The contrast of a control's edge, its top border's colour, against what it stands on (the chip a radio sits in). */
export function edgeContrast(control: Locator, surface?: string): Promise<number> {
  return colourContrast(control, { property: 'borderTopColor' }, surface);
}
