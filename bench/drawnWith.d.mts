/** Types of bench/drawnWith.mjs, for its test. */
export interface DrawnWith {
  faces: { face: string; status: string }[];
  picturesMissing: string[];
}
export declare const DRAWN_WITH: () => Promise<DrawnWith>;
export declare function drawnWithout(client: DrawnWith, floor: DrawnWith): string[];
