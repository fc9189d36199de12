import type { Locator } from '@playwright/test';

/**
 * The contrast ratio (WCAG 2.2) of a control's edge, its top border's colour, against what it stands on:
 * its own background, or that of its closest ancestor matching `surface` (the chip a radio sits in).
 */
export function edgeContrast(control: Locator, surface?: string): Promise<number> {
  return control.evaluate((element, surface) => {
    // The relative luminance of a computed rgb() colour (WCAG 2.2).
    const luminance = (colour: string) => {
      const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map((part) => {
        const value = Number(part) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ground = surface ? element.closest(surface)! : element;
    const [edge, back] = [luminance(getComputedStyle(element).borderTopColor), luminance(getComputedStyle(ground).backgroundColor)];
    return (Math.max(edge, back) + 0.05) / (Math.min(edge, back) + 0.05);
  }, surface ?? null);
}
