/** Types of layers.js, for the tests that read the table. */
export interface Layer {
  readonly name: string;
  readonly files: readonly string[];
  readonly mayImport: readonly string[];
  readonly packages: readonly string[];
  readonly nodeBuiltins?: boolean;
}

export declare const LAYERS: readonly Layer[];
export declare const COMPOSITION_ROOT: { readonly name: string; readonly files: readonly string[] };
